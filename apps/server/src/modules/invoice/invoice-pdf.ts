/**
 * Draws an invoice as a PDF with a CJK font (pdfkit embeds the subset of glyphs it uses): both
 * parties with their taxpayer numbers (a special invoice adds the buyer's registered address and
 * phone, bank and account), the lines, and the total in figures and in Chinese uppercase (大写).
 * Amounts arrive in fen and are printed as yuan; nothing here computes money.
 */
import { amountInWords } from '@mall/shared/amount-words';
import { formatChinaTime } from '@mall/shared/china-time';
import { formatFen, parseYuan } from '@mall/shared/money';
import type { InvoiceRead } from '@mall/shared/order';
import PDFDocument from 'pdfkit';
import type { InvoiceLineRow, SpecialBuyer } from './invoice.repository.ts';
import type { FontRef } from './invoice-font.ts';
import { VAT_PERCENT } from './invoice-rules.ts';

export interface InvoicePdfData {
  invoice: InvoiceRead;
  seller: { name: string; tax_number: string; address_phone: string; bank: string };
  /** the buyer's details of a special invoice (type 2); null on the other types */
  special: SpecialBuyer | null;
  lines: InvoiceLineRow[];
  /** fen: activity + coupon + voucher */
  discount: number;
  shipping: number;
  refunded: number;
}

const LEFT = 40;
const WIDTH = 515;
/** name, spec, unit, quantity, unit price, amount */
const COLUMNS = [
  { title: '货物或应税劳务名称', width: 175, align: 'left' },
  { title: '规格型号', width: 100, align: 'left' },
  { title: '单位', width: 40, align: 'center' },
  { title: '数量', width: 50, align: 'right' },
  { title: '单价', width: 70, align: 'right' },
  { title: '金额', width: 80, align: 'right' },
] as const;

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

export function invoiceHeading(type: InvoiceRead['invoice_type']): string {
  return `电子发票（${type === 2 ? '增值税专用发票' : '普通发票'}）`;
}

const chinaDate = (seconds: number): string => formatChinaTime(seconds, 'YYYY年MM月DD日');

export function renderInvoicePdf(data: InvoicePdfData, font: FontRef): Promise<Buffer> {
  const { invoice } = data;
  const doc = new PDFDocument({
    size: 'A4',
    margin: LEFT,
    info: {
      Title: `${invoiceHeading(invoice.invoice_type)} ${invoice.invoice_no}`,
      Author: data.seller.name,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  if (font.family) doc.registerFont('cjk', font.path, font.family);
  else doc.registerFont('cjk', font.path);
  doc.font('cjk');

  doc
    .fontSize(20)
    .fillColor('#8b0000')
    .text(invoiceHeading(invoice.invoice_type), LEFT, 40, { width: WIDTH, align: 'center' });
  doc.fillColor('#000').fontSize(10);
  doc.text(`发票号码：${invoice.invoice_no}`, LEFT, 80);
  doc.text(`开票日期：${chinaDate(invoice.issued_at)}`, LEFT + 300, 80);
  doc.text(`订单编号：${invoice.order_no}`, LEFT, 96);
  doc.text(`发票状态：${invoice.status_text}`, LEFT + 300, 96);

  /** A party's box, as tall as its rows; returns where the next block starts. */
  const party = (top: number, label: string, rows: string[]) => {
    const height = 16 + rows.length * 18;
    doc.rect(LEFT, top, WIDTH, height).stroke('#8b0000');
    doc.fontSize(11).text(label, LEFT + 8, top + 8);
    doc.fontSize(10);
    for (const [i, row] of rows.entries())
      doc.text(row, LEFT + 80, top + 8 + i * 18, { width: WIDTH - 90, lineBreak: false });
    return top + height + 8;
  };
  const { special, seller } = data;
  const buyerRows = [`名称：${clip(invoice.title, 40)}`, `纳税人识别号：${invoice.tax_number || '—'}`];
  if (special) {
    buyerRows.push(
      `地址、电话：${clip([special.reg_address, special.reg_phone].filter(Boolean).join(' ') || '—', 34)}`,
      `开户行及账号：${clip([special.bank_name, special.bank_account].filter(Boolean).join(' ') || '—', 34)}`,
    );
  }
  const sellerRows = [`名称：${clip(seller.name || '—', 40)}`, `纳税人识别号：${seller.tax_number || '—'}`];
  if (special) {
    sellerRows.push(
      `地址、电话：${clip(seller.address_phone || '—', 34)}`,
      `开户行及账号：${clip(seller.bank || '—', 34)}`,
    );
  }
  let y = party(party(120, '购买方', buyerRows), '销售方', sellerRows);
  const row = (cells: string[], bold = false) => {
    let x = LEFT;
    doc.fontSize(bold ? 10 : 9);
    COLUMNS.forEach((column, i) => {
      doc.text(cells[i] ?? '', x + 4, y, { width: column.width - 8, align: column.align, lineBreak: false });
      x += column.width;
    });
    y += 18;
    if (y > 760) {
      doc.addPage();
      doc.font('cjk');
      y = 50;
    }
  };
  row(
    COLUMNS.map((c) => c.title),
    true,
  );
  doc
    .moveTo(LEFT, y - 4)
    .lineTo(LEFT + WIDTH, y - 4)
    .stroke('#8b0000');
  for (const line of data.lines) {
    row([
      clip(line.name, 14),
      clip(line.spec, 10),
      clip(line.unit, 3),
      String(line.quantity),
      formatFen(line.unit_price),
      formatFen(line.amount),
    ]);
  }
  if (data.discount > 0)
    row(['优惠（活动、优惠券、现金券）', '', '', '', '', `-${formatFen(data.discount)}`]);
  if (data.shipping > 0) row(['运费', '', '', '', '', formatFen(data.shipping)]);
  if (data.refunded > 0) row(['退款', '', '', '', '', `-${formatFen(data.refunded)}`]);
  doc
    .moveTo(LEFT, y)
    .lineTo(LEFT + WIDTH, y)
    .stroke('#8b0000');
  y += 10;

  const amount = parseYuan(invoice.amount);
  const tax = parseYuan(invoice.tax_amount);
  doc.fontSize(10);
  doc.text(`金额（不含税）：¥${formatFen(amount - tax)}`, LEFT, y);
  doc.text(`税率：${VAT_PERCENT}%`, LEFT + 200, y);
  doc.text(`税额：¥${invoice.tax_amount}`, LEFT + 330, y);
  doc.fontSize(12).text(`价税合计（大写）：${amountInWords(amount)}`, LEFT, y + 22, { lineBreak: false });
  doc.text(`（小写）¥${invoice.amount}`, LEFT + 360, y + 22, { lineBreak: false });
  doc
    .fontSize(9)
    .fillColor('#666')
    .text(`${invoice.invoice_type_text} · 本发票由系统根据已完成订单自动开具`, LEFT, y + 48);
  doc.end();
  return done;
}
