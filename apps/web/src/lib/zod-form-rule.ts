/**
 * Turns a field's zod schema from packages/shared into an antd Form rule, so a form validates with
 * the very schema the server uses (STYLE: forms reuse the contract).
 */

/** The part of a zod schema this needs (structural, so the web app needs no direct zod import). */
export interface ParsingSchema {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: { message: string }[] } };
}

export interface FormRule {
  validator: (rule: unknown, value: unknown) => Promise<void>;
}

/** The first message zod gives for a value, or null when the value passes. */
export function zodMessage(schema: ParsingSchema, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? '输入有误');
}

export function zodRule(schema: ParsingSchema): FormRule {
  return {
    validator: async (_rule, value) => {
      const message = zodMessage(schema, value ?? '');
      if (message) throw new Error(message);
    },
  };
}
