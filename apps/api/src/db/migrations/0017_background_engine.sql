DROP TABLE "housekeeping_tasks" CASCADE;
