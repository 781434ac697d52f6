/**
 * A template zone page (/zqmb, /hdmb, /yyh/list): the template named by ?id=, or without one the
 * first running template of the kind. A missing or ended template goes to /noActivity; one not yet
 * started goes to /loading/activity, which counts down to its start; a template of another kind
 * opens at its own zone.
 */
import { templateZoneUrl, type ZoneTemplateKind } from '@mall/shared/zone-templates';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '@/api/client';
import { useZoneTemplate } from '@/api/zone-templates/get-zone-template';
import { useZoneTemplates } from '@/api/zone-templates/get-zone-templates';
import buttons from '@/components/button-link.module.css';
import { EmptyState } from '@/components/empty-state';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { TemplateView } from './template-view';
import { loadingActivityHref, positiveId } from './zone-links';

export function TemplateZone({ kind }: { kind: ZoneTemplateKind }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const raw = params.get('id');
  const asked = positiveId(raw);
  const pickFirst = raw === null;
  const list = useZoneTemplates(kind, { enabled: pickFirst });
  const first = list.data?.find((t) => t.state === 'running');
  const id = asked ?? (pickFirst ? first?.id : undefined);
  const detail = useZoneTemplate(id);

  const notFound =
    (raw !== null && asked === undefined) ||
    (pickFirst && list.isSuccess && !first) ||
    (detail.isError && isApiError(detail.error) && detail.error.code === 404);
  const template = detail.data;

  useEffect(() => {
    if (notFound) {
      void navigate(paths.noActivity, { replace: true });
    } else if (template?.state === 'scheduled') {
      void navigate(loadingActivityHref({ kind: template.kind, id: template.id }), { replace: true });
    } else if (template && template.kind !== kind) {
      void navigate(templateZoneUrl(template.kind, template.id), { replace: true });
    }
  }, [notFound, template, kind, navigate]);

  if (!notFound && (detail.isError || list.isError)) {
    return (
      <EmptyState title="专区加载失败" description="请稍后重试">
        <button
          type="button"
          className={buttons.primary}
          onClick={() => void (detail.isError ? detail.refetch() : list.refetch())}
        >
          重新加载
        </button>
      </EmptyState>
    );
  }
  if (template?.state !== 'running' || template.kind !== kind) {
    return <Spinner block label="专区加载中…" />;
  }
  return <TemplateView template={template} />;
}
