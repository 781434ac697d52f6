/** A console table's paging: the page a list keeps, and the pagination its table shows (共 N 条). */
import type { TablePaginationConfig } from 'antd';
import { useState } from 'react';

export interface PageState {
  page: number;
  page_size: number;
}

export function usePaging(unit = '条') {
  const [page, setPage] = useState<PageState>({ page: 1, page_size: 20 });
  const pagination = (total: number | undefined, extra?: TablePaginationConfig): TablePaginationConfig => ({
    current: page.page,
    pageSize: page.page_size,
    total: total ?? 0,
    showTotal: (count) => `共 ${count} ${unit}`,
    onChange: (next, size) => setPage({ page: next, page_size: size }),
    ...extra,
  });
  return { page, setPage, pagination };
}
