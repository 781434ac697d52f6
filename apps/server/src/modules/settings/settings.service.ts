/**
 * The public configuration every page needs (top bar, header, footer, side bar), assembled from
 * the settings rows. A missing or malformed value degrades to empty rather than failing a page.
 */
import type { CommonConfig, QualityInspection } from '@mall/shared/user';
import { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { findSettings } from './settings.repository.ts';

const text = z.string().catch('');

const siteSchema = z
  .object({
    name: text,
    hot_line: text,
    footer: z
      .object({
        company: text,
        address: text,
        licences: z.array(z.object({ name: text, number: text, image: text })).catch([]),
        icp: text,
        notice: text,
      })
      .catch({ company: '', address: '', licences: [], icp: '', notice: '' }),
  })
  .catch({
    name: '',
    hot_line: '',
    footer: { company: '', address: '', licences: [], icp: '', notice: '' },
  });
const contactsSchema = z.array(z.object({ name: text, url: text })).catch([]);
const qrSchema = z.object({ mini_program: text, official_account: text }).catch({
  mini_program: '',
  official_account: '',
});
const inspectionSchema = z.object({ url: text, msg: text }).catch({ url: '', msg: '' });

export interface PublicConfig {
  common_config: CommonConfig;
  quality_inspection: QualityInspection;
}

export async function getPublicConfig(ex: Executor): Promise<PublicConfig> {
  const values = await findSettings(ex, ['site', 'customer_service', 'qr', 'quality_inspection']);
  const site = siteSchema.parse(values.get('site') ?? {});
  const qr = qrSchema.parse(values.get('qr') ?? {});
  const inspection = inspectionSchema.parse(values.get('quality_inspection') ?? {});
  return {
    common_config: {
      hot_line: site.hot_line,
      kefu: contactsSchema.parse(values.get('customer_service') ?? []),
      mini_program_qr: qr.mini_program,
      official_account_qr: qr.official_account,
      site_name: site.name,
      footer: site.footer,
    },
    quality_inspection: { quality_inspection_url: inspection.url, msg: inspection.msg },
  };
}
