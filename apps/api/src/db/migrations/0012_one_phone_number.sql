-- One number per person (decision 034): sign-up and the administrator wrote "contact", Settings
-- "phone_number", so Settings started empty after sign-up. The number the person last gave in
-- Settings wins, as it was given after sign-up's; else sign-up's (or the administrator's) is kept.
UPDATE "users" SET "phone_number" = coalesce(nullif(btrim("phone_number"), ''), nullif(btrim("contact"), ''));
--> statement-breakpoint
-- Numbers are kept in E.164 where they can be. The old rules let in only digits with spaces or
-- hyphens, so a UK number is one of the UK plan's national numbers (the pattern libphonenumber's
-- metadata gives the UK: [1-357-9] and 9 digits, [18] and 8, or 8 and 6), written with its trunk
-- 0, with 44 or 0044 before it, or bare: it becomes +44 and that national number, as the
-- contract's storedPhoneNumber makes it. Any other 10 or 11 digits, which the specification's
-- patterns accept, keep their digits without the spaces and hyphens. What is left (only the
-- administrator's old rule let in 12 to 15 digits) stays as it was: only the full metadata can
-- tell which country such a number is of, and saving the user's form again stores it in E.164.
UPDATE "users" SET "phone_number" = CASE
    WHEN "national" IS NOT NULL THEN '+44' || "national"
    WHEN "digits" ~ '^[0-9]{10,11}$' THEN "digits"
    ELSE "phone_number"
  END
FROM (
  SELECT "id" AS "typed_id", "digits",
    substring("digits" from '^(?:0|0044|44)?([1-357-9][0-9]{9}|[18][0-9]{8}|8[0-9]{6})$') AS "national"
  FROM (SELECT "id", regexp_replace("phone_number", '[[:space:]-]', '', 'g') AS "digits" FROM "users"
        WHERE "phone_number" IS NOT NULL) AS "typed"
) AS "read"
WHERE "users"."id" = "read"."typed_id";
--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "contact";
