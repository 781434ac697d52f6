/**
 * /zzfw/cgdr 采购单导入: upload an .xlsx or .csv purchase list (columns in any order), check or
 * change the detected column mapping, then see each row matched to an offer, by approval number
 * first, then name, spec and manufacturer, with its confidence and the alternatives to choose
 * from; rows nothing matched are listed. The accepted rows go to the cart in one request.
 */
import {
  PURCHASE_LIST_ACCEPT,
  PURCHASE_LIST_FIELD_LABELS,
  PURCHASE_LIST_FIELDS,
  PURCHASE_LIST_MAX_ROWS,
  type PurchaseListField,
  type PurchaseListMapping,
  type PurchaseListMatch,
  type PurchaseListSheet,
} from '@mall/shared/bulk-order';
import { Button } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '@/api/client';
import { AccountFrame } from '@/components/account-frame/account-frame';
import { QuantityRules } from '@/components/goods/quantity-rules';
import { SelfServiceNav } from '@/features/self-service/components/self-service-nav';
import { showToast } from '@/lib/feedback';
import { refusalsOf, useBatchAdd } from '../api/batch-add';
import { matchPurchaseList, parsePurchaseList } from '../api/purchase-list';
import {
  candidatesOf,
  confidenceText,
  type ImportChoice,
  initialChoice,
  rowsOf,
  type SkippedRow,
} from '../utils/import';
import styles from './purchase-list.module.css';

const errorText = (error: unknown) => {
  if (isApiError(error)) return error.errors ? (Object.values(error.errors)[0]?.[0] ?? error.msg) : error.msg;
  return '操作失败，请稍后重试';
};

const PREVIEW_ROWS = 5;

interface Matched {
  matches: PurchaseListMatch[];
  /** the sheet line of each match */
  lines: number[];
  skipped: SkippedRow[];
}

export default function PurchaseListPage(): React.JSX.Element {
  const [sheet, setSheet] = useState<PurchaseListSheet | null>(null);
  const [mapping, setMapping] = useState<PurchaseListMapping | null>(null);
  const [matched, setMatched] = useState<Matched | null>(null);
  const [choices, setChoices] = useState<ImportChoice[]>([]);
  const [refusals, setRefusals] = useState<Record<number, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const add = useBatchAdd();
  const navigate = useNavigate();

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    setMatched(null);
    setBusy(true);
    try {
      const read = await parsePurchaseList(file);
      setSheet(read);
      setMapping(read.mapping);
    } catch (e) {
      setSheet(null);
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  const runMatch = async () => {
    if (!sheet || !mapping) return;
    if (mapping.name === null && mapping.approval_number === null) {
      setError('请指定商品名称或批准文号所在的列');
      return;
    }
    const { rows, lines, skipped } = rowsOf(sheet.rows, mapping);
    setError(null);
    setRefusals({});
    if (rows.length === 0) {
      setMatched({ matches: [], lines: [], skipped });
      setChoices([]);
      return;
    }
    setBusy(true);
    try {
      const matches = await matchPurchaseList(rows);
      setMatched({ matches, lines, skipped });
      setChoices(matches.map(initialChoice));
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  const choose = (i: number, change: Partial<ImportChoice>) => {
    setChoices((all) => all.map((c, j) => (j === i ? { ...c, ...change } : c)));
    setRefusals((all) => {
      const { [i]: _gone, ...rest } = all;
      return rest;
    });
  };

  const found = matched?.matches.flatMap((m, i) => (m.best ? [{ m, i }] : [])) ?? [];
  const unmatched = matched?.matches.flatMap((m, i) => (m.best ? [] : [{ m, i }])) ?? [];
  const accepted = found.filter(({ i }) => choices[i]?.accepted);

  const addAccepted = () => {
    const picked = accepted.flatMap(({ m, i }) => {
      const choice = choices[i] as ImportChoice;
      const candidate = candidatesOf(m)[choice.candidate];
      const number = Number(choice.quantity);
      return candidate
        ? [{ i, line: { goods_id: candidate.goods_id, goods_price_id: candidate.goods_price_id, number } }]
        : [];
    });
    if (picked.some((p) => !Number.isInteger(p.line.number) || p.line.number < 1)) {
      setError('请填写正确的数量');
      return;
    }
    setError(null);
    add.mutate(
      picked.map((p) => p.line),
      {
        onSuccess: (result) => {
          void showToast(`已加入购物车${result.added}种商品`, 'success');
          navigate('/cart');
        },
        onError: (e) => {
          const refused = refusalsOf(e);
          const byRow: Record<number, string> = {};
          for (const r of refused) {
            const target = picked[r.row];
            if (target) byRow[target.i] = r.number ? `${r.msg}（最多可加${r.number}）` : r.msg;
          }
          setRefusals(byRow);
          setError(errorText(e));
        },
      },
    );
  };

  return (
    <AccountFrame title="采购单导入" testId="purchase-list-page">
      <SelfServiceNav />
      <section className={styles.step} aria-labelledby="purchase-list-upload">
        <h2 id="purchase-list-upload" className={styles.title}>
          1. 上传采购单
        </h2>
        <p className={styles.muted}>
          支持 .xlsx 或 .csv，列的顺序不限：商品名称、规格、生产厂家、数量，批准文号可选；最多
          {PURCHASE_LIST_MAX_ROWS}
          行，文件不超过 5 MB。也可以用<Link to="/zzfw/ksxd">快速下单</Link>逐行录入。
        </p>
        <label className={styles.upload}>
          <span>选择文件</span>
          <input
            type="file"
            accept={PURCHASE_LIST_ACCEPT}
            onChange={(event) => {
              void upload(event.target.files?.[0]);
              event.target.value = '';
            }}
            data-testid="purchase-list-file"
          />
        </label>
        {sheet && (
          <span className={styles.fileName}>
            {sheet.file_name}（{sheet.rows.length}行）
          </span>
        )}
      </section>

      {error && (
        <p className={styles.error} role="alert" data-testid="purchase-list-error">
          {error}
        </p>
      )}

      {sheet && mapping && (
        <section className={styles.step} aria-labelledby="purchase-list-mapping">
          <h2 id="purchase-list-mapping" className={styles.title}>
            2. 核对列的对应关系
          </h2>
          <div className={styles.mapping} data-testid="purchase-list-mapping">
            {PURCHASE_LIST_FIELDS.map((field: PurchaseListField) => (
              <label key={field} className={styles.mapField}>
                <span>{PURCHASE_LIST_FIELD_LABELS[field]}</span>
                <select
                  value={mapping[field] ?? ''}
                  onChange={(event) =>
                    setMapping({
                      ...mapping,
                      [field]: event.target.value === '' ? null : Number(event.target.value),
                    })
                  }
                  data-testid={`purchase-list-map-${field}`}
                >
                  <option value="">（无此列）</option>
                  {sheet.headers.map((header, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a header is its column
                    <option key={i} value={i}>
                      {header || `第${i + 1}列`}
                    </option>
                  ))}
                </select>
              </label>
            ))}
          </div>
          <table className={styles.table}>
            <caption className={styles.muted}>前{Math.min(PREVIEW_ROWS, sheet.rows.length)}行预览</caption>
            <thead>
              <tr>
                {sheet.headers.map((header, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a header is its column
                  <th key={i}>{header || `第${i + 1}列`}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {sheet.rows.slice(0, PREVIEW_ROWS).map((row, r) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: preview rows have no identity but their place
                <tr key={r}>
                  {row.map((cell, c) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a cell is its column
                    <td key={c}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          <Button
            type="primary"
            loading={busy}
            onClick={() => void runMatch()}
            data-testid="purchase-list-match"
          >
            开始匹配
          </Button>
        </section>
      )}

      {matched && (
        <section className={styles.step} aria-labelledby="purchase-list-result">
          <h2 id="purchase-list-result" className={styles.title}>
            3. 确认匹配结果
          </h2>
          <p className={styles.muted} data-testid="purchase-list-summary">
            匹配到{found.length}行，未匹配{unmatched.length}行
            {matched.skipped.length > 0 ? `，跳过${matched.skipped.length}行` : ''}
            。可信度高的已默认勾选，其余请确认后勾选。
          </p>
          {found.length > 0 && (
            <table className={styles.table} data-testid="purchase-list-matches">
              <thead>
                <tr>
                  <th>加入</th>
                  <th>采购单</th>
                  <th>匹配商品</th>
                  <th>可信度</th>
                  <th>数量</th>
                </tr>
              </thead>
              <tbody>
                {found.map(({ m, i }) => {
                  const choice = choices[i] as ImportChoice;
                  const candidates = candidatesOf(m);
                  const candidate = candidates[choice.candidate] ?? candidates[0];
                  const line = matched.lines[i];
                  return (
                    <tr
                      key={i}
                      data-testid="purchase-list-row"
                      className={refusals[i] ? styles.refused : undefined}
                    >
                      <td>
                        <input
                          type="checkbox"
                          checked={choice.accepted}
                          aria-label={`加入第${line}行`}
                          onChange={(event) => choose(i, { accepted: event.target.checked })}
                          data-testid="purchase-list-accept"
                        />
                      </td>
                      <td>
                        <div>
                          第{line}行：{m.input.name || m.input.approval_number}
                        </div>
                        <div className={styles.muted}>
                          {[m.input.spec, m.input.manufacturer, m.input.approval_number]
                            .filter(Boolean)
                            .join(' · ')}
                        </div>
                      </td>
                      <td>
                        <select
                          className={styles.candidate}
                          value={choice.candidate}
                          aria-label={`第${line}行匹配商品`}
                          onChange={(event) => choose(i, { candidate: Number(event.target.value) })}
                          data-testid="purchase-list-candidate"
                        >
                          {candidates.map((c, k) => (
                            <option key={c.goods_price_id} value={k}>
                              {c.name} · {c.spec} · {c.sccj}
                              {c.price === null ? '' : ` · ¥${c.price}`}（{confidenceText(c.confidence)}）
                            </option>
                          ))}
                        </select>
                        {candidate && <QuantityRules goods={candidate} />}
                        {refusals[i] && (
                          <div className={styles.error} role="alert" data-testid="purchase-list-refusal">
                            {refusals[i]}
                          </div>
                        )}
                      </td>
                      <td className={styles.nowrap}>
                        {candidate ? confidenceText(candidate.confidence) : ''}
                        <div className={styles.muted}>{candidate?.basis}</div>
                      </td>
                      <td>
                        <input
                          className={styles.number}
                          type="text"
                          inputMode="numeric"
                          aria-label={`第${line}行数量`}
                          value={choice.quantity}
                          maxLength={6}
                          onChange={(event) => choose(i, { quantity: event.target.value.replace(/\D/g, '') })}
                        />
                        {candidate?.bzdw}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          )}
          {(unmatched.length > 0 || matched.skipped.length > 0) && (
            <div className={styles.unmatched} data-testid="purchase-list-unmatched">
              <h3 className={styles.subtitle}>未匹配的行</h3>
              <ul>
                {unmatched.map(({ m, i }) => (
                  <li key={`u${i}`}>
                    第{matched.lines[i]}行：{m.input.name || m.input.approval_number}
                    {m.input.spec ? ` ${m.input.spec}` : ''}
                    {m.input.manufacturer ? ` ${m.input.manufacturer}` : ''} —{' '}
                    <Link
                      to={`/search?keywords=${encodeURIComponent(m.input.name || m.input.approval_number)}`}
                    >
                      去搜索
                    </Link>
                  </li>
                ))}
                {matched.skipped.map((s) => (
                  <li key={`s${s.line}`}>
                    第{s.line}行：{s.reason}
                  </li>
                ))}
              </ul>
            </div>
          )}
          <div className={styles.footer}>
            <span>已选 {accepted.length} 种商品</span>
            <Button
              type="primary"
              disabled={accepted.length === 0}
              loading={add.isPending}
              onClick={addAccepted}
              data-testid="purchase-list-add"
            >
              加入购物车
            </Button>
          </div>
        </section>
      )}
    </AccountFrame>
  );
}
