import type { FacetOption, GoodsFacets, GoodsListQuery } from '@mall/shared/goods';
import { type FormEvent, useEffect, useState } from 'react';
import { type CategoryNode, categoryPath } from './category-path';
import { FacetRow } from './facet-row';
import styles from './filter-bar.module.css';
import type { GoodsFilters } from './list-query';

export type FilterKey =
  | 'category_id'
  | 'sccj_id'
  | 'brand_id'
  | 'dosage_form'
  | 'scope_id'
  | 'in_stock'
  | 'is_jxq'
  | 'is_free_shipping'
  | 'price';

interface FilterBarProps {
  query: GoodsListQuery;
  onChange: (patch: Partial<GoodsFilters>) => void;
  /** The category tree (focus/common `category`); undefined while it loads, no category row when empty. */
  categories?: readonly CategoryNode[] | undefined;
  /** The result's facets; undefined while the list loads. */
  facets?: GoodsFacets | undefined;
  /** Filters the page fixes itself and so does not offer (e.g. a category page's category). */
  hidden?: readonly FilterKey[];
}

const PRICE_PATTERN = /^\d{1,8}(\.\d{1,2})?$/;

/** Category options carry no count (-1: FacetRow shows none); the tree is not the result's facet. */
function toOptions(nodes: readonly CategoryNode[]): FacetOption[] {
  return nodes.map((node) => ({ id: node.id, name: node.name, count: -1 }));
}

/** Facet rows (category tree, manufacturer, brand, dosage form, scope), toggles and a price range. */
export function FilterBar({ query, onChange, categories, facets, hidden = [] }: FilterBarProps) {
  const shows = (key: FilterKey) => !hidden.includes(key);
  const path = categories ? categoryPath(categories, query.category_id) : [];
  const deepest = path.at(-1);
  const categoryOptions = toOptions(
    deepest && deepest.children.length > 0 ? deepest.children : (path.at(-2)?.children ?? categories ?? []),
  );

  return (
    <section className={styles.bar} aria-label="筛选" data-testid="filter-bar">
      {/* Rows hold their line while the tree and the facets load, and drop out once known empty. */}
      {shows('category_id') && (categories === undefined || categories.length > 0) ? (
        <FacetRow
          label="分类"
          options={categories ? categoryOptions : undefined}
          selected={deepest && deepest.children.length === 0 ? deepest.id : undefined}
          trail={toOptions(path)}
          onTrail={(id) => onChange({ category_id: id })}
          onSelect={(id) => onChange({ category_id: id === undefined ? undefined : Number(id) })}
          testId="filter-category"
        />
      ) : null}
      {shows('sccj_id') ? (
        <FacetRow
          label="生产厂家"
          options={facets?.manufacturers}
          selected={query.sccj_id}
          onSelect={(id) => onChange({ sccj_id: id === undefined ? undefined : Number(id) })}
          testId="filter-manufacturer"
        />
      ) : null}
      {shows('brand_id') ? (
        <FacetRow
          label="品牌"
          options={facets?.brands}
          selected={query.brand_id}
          onSelect={(id) => onChange({ brand_id: id === undefined ? undefined : Number(id) })}
          testId="filter-brand"
        />
      ) : null}
      {shows('dosage_form') ? (
        <FacetRow
          label="剂型"
          options={facets?.dosage_forms}
          selected={query.dosage_form}
          onSelect={(id) => onChange({ dosage_form: id === undefined ? undefined : String(id) })}
          testId="filter-dosage-form"
        />
      ) : null}
      {shows('scope_id') ? (
        <FacetRow
          label="经营范围"
          options={facets?.scopes}
          selected={query.scope_id}
          onSelect={(id) => onChange({ scope_id: id === undefined ? undefined : Number(id) })}
          testId="filter-scope"
        />
      ) : null}
      <div className={styles.row}>
        <span className={styles.label}>其他</span>
        <div className={styles.toggles}>
          {shows('in_stock') ? (
            <Toggle
              label="仅看有货"
              checked={query.in_stock === 1}
              onChange={(on) => onChange({ in_stock: on ? 1 : undefined })}
            />
          ) : null}
          {shows('is_jxq') ? (
            <Toggle
              label="近效期"
              checked={query.is_jxq === 1}
              onChange={(on) => onChange({ is_jxq: on ? 1 : undefined })}
            />
          ) : null}
          {shows('is_free_shipping') ? (
            <Toggle
              label="包邮"
              checked={query.is_free_shipping === 1}
              onChange={(on) => onChange({ is_free_shipping: on ? 1 : undefined })}
            />
          ) : null}
          {shows('price') ? <PriceRange query={query} onChange={onChange} /> : null}
        </div>
      </div>
    </section>
  );
}

function Toggle(props: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className={styles.toggle}>
      <input
        type="checkbox"
        checked={props.checked}
        onChange={(event) => props.onChange(event.target.checked)}
      />
      {props.label}
    </label>
  );
}

function PriceRange({ query, onChange }: Pick<FilterBarProps, 'query' | 'onChange'>) {
  const [min, setMin] = useState(query.price_min ?? '');
  const [max, setMax] = useState(query.price_max ?? '');
  useEffect(() => {
    setMin(query.price_min ?? '');
    setMax(query.price_max ?? '');
  }, [query.price_min, query.price_max]);
  const valid = (text: string) => text === '' || PRICE_PATTERN.test(text);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const [low, high] = [min.trim(), max.trim()];
    if (!valid(low) || !valid(high)) return;
    // Typed the wrong way round (¥50 - ¥5): the range the buyer meant, ¥5 to ¥50.
    const swapped = low !== '' && high !== '' && Number(low) > Number(high);
    onChange({
      price_min: (swapped ? high : low) || undefined,
      price_max: (swapped ? low : high) || undefined,
    });
  };
  return (
    <form className={styles.price} onSubmit={submit} data-testid="filter-price">
      <span>价格</span>
      <input
        aria-label="最低价"
        placeholder="¥"
        inputMode="decimal"
        value={min}
        onChange={(e) => setMin(e.target.value)}
      />
      <span>-</span>
      <input
        aria-label="最高价"
        placeholder="¥"
        inputMode="decimal"
        value={max}
        onChange={(e) => setMax(e.target.value)}
      />
      <button type="submit" disabled={!valid(min.trim()) || !valid(max.trim())}>
        确定
      </button>
    </form>
  );
}
