import { config } from 'zod/mini';

/**
 * zod compiles object schemas with `new Function` when it may; the page's content security
 * policy forbids it, and zod's probe for that, made as a classic object schema is built, is
 * reported by the browser as a violation. Without the probe it checks the same way, uncompiled.
 * main.tsx imports this first, before any module that could build a schema.
 */
config({ jitless: true });
