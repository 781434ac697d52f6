/**
 * Draws an invoice as a PDF with a CJK font (pdfkit embeds the subset of glyphs it uses).
 * Amounts arrive in fen and are printed as yuan; nothing here computes money.
 */
import { formatFen, parseYuan } from '@mall/shared/money';
import type { InvoiceRead } from '@mall/shared/order';
import PDFDocument from 'pdfkit';
import type { InvoiceLineRow } from './invoice.repository.ts';
import type { FontRef } from './invoice-font.ts';
import { VAT_PERCENT } from './invoice-rules.ts';

export interface InvoicePdfData {
  invoice: InvoiceRead;
  /** the site's company name */
  seller: string;
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

function chinaDate(seconds: number): string {
  const [y, m, d] = new Date(seconds * 1000 + 8 * 3_600_000).toISOString().slice(0, 10).split('-');
  return `${y}年${m}月${d}日`;
}

export function renderInvoicePdf(data: InvoicePdfData, font: FontRef): Promise<Buffer> {
  const { invoice } = data;
  const doc = new PDFDocument({
    size: 'A4',
    margin: LEFT,
    info: { Title: `${invoiceHeading(invoice.invoice_type)} ${invoice.invoice_no}`, Author: data.seller },
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

  const party = (y: number, label: string, rows: string[]) => {
    doc.rect(LEFT, y, WIDTH, 52).stroke('#8b0000');
    doc.fontSize(11).text(label, LEFT + 8, y + 8);
    doc.fontSize(10);
    for (const [i, row] of rows.entries()) doc.text(row, LEFT + 80, y + 8 + i * 18, { width: WIDTH - 90 });
  };
  party(120, '购买方', [`名称：${clip(invoice.title, 40)}`, `纳税人识别号：${invoice.tax_number || '—'}`]);
  party(180, '销售方', [`名称：${clip(data.seller || '—', 40)}`, '纳税人识别号：—']);

  let y = 248;
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
  doc.fontSize(12).text(`价税合计：¥${invoice.amount}`, LEFT, y + 22);
  doc
    .fontSize(9)
    .fillColor('#666')
    .text(`${invoice.invoice_type_text} · 本发票由系统根据已完成订单自动开具`, LEFT, y + 48);
  doc.end();
  return done;
}
