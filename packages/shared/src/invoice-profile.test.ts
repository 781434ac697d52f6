import { describe, expect, it } from 'vitest';
import {
  invoiceProfileInputSchema,
  invoiceRequiredFields,
  INVOICE_PROFILE_MESSAGES as M,
} from './invoice-profile.ts';

const plain = { invoice_type: '1', title: ' 杭州西湖大药房 ', tax_number: ' 91330106ma28k4rt1k ' };

const fieldsOf = (value: object) => {
  const result = invoiceProfileInputSchema.safeParse(value);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]);
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  return errors;
};

describe('invoiceProfileInputSchema', () => {
  it('reads form values: the type as a number, text trimmed, the tax number in capitals, blanks as empty', () => {
    expect(
      invoiceProfileInputSchema.parse({ ...plain, bank_account: '6222 0212 0200 1234 567', company_id: 9 }),
    ).toEqual({
      invoice_type: 1,
      title: '杭州西湖大药房',
      tax_number: '91330106MA28K4RT1K',
      bank_name: '',
      bank_account: '6222021202001234567',
      reg_address: '',
      reg_phone: '',
      email: '',
    });
  });

  it('takes taxpayer numbers of 15, 17, 18 and 20 characters only', () => {
    for (const length of [15, 17, 18, 20])
      expect(fieldsOf({ ...plain, tax_number: '9'.repeat(length) })).toEqual({});
    for (const length of [14, 16, 19, 21])
      expect(fieldsOf({ ...plain, tax_number: '9'.repeat(length) })).toEqual({
        tax_number: [M.taxNumberFormat],
      });
  });

  it('requires the bank and registration of a special invoice and the e-mail of an electronic one', () => {
    expect(fieldsOf({ ...plain, invoice_type: 2 })).toEqual({
      bank_name: [M.bankName],
      bank_account: [M.bankAccount],
      reg_address: [M.regAddress],
      reg_phone: [M.regPhone],
    });
    expect(fieldsOf({ ...plain, invoice_type: 3 })).toEqual({ email: [M.email] });
    expect(fieldsOf({ ...plain, invoice_type: 3, email: 'caiwu@example.com' })).toEqual({});
    expect(invoiceRequiredFields(2)).toEqual(
      new Set(['bank_name', 'bank_account', 'reg_address', 'reg_phone']),
    );
    expect(invoiceRequiredFields(1)).toEqual(new Set());
  });

  it('takes a landline or a mobile as the registered phone', () => {
    const special = {
      ...plain,
      invoice_type: 2,
      bank_name: '中国工商银行',
      bank_account: '12345678',
      reg_address: '文三路1号',
    };
    expect(fieldsOf({ ...special, reg_phone: '010-12345678' })).toEqual({});
    expect(fieldsOf({ ...special, reg_phone: '13912345678' })).toEqual({});
    expect(fieldsOf({ ...special, reg_phone: '12345678' })).toEqual({ reg_phone: [M.regPhoneFormat] });
  });
});
