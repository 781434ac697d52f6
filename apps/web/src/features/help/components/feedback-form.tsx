/**
 * /help/us/tsjy: complaints and suggestions, posted to POST /api/user/feedback (multipart when it
 * carries photos). Members only; a guest is asked to log in. Past feedback and replies live at
 * /zzfw/yjfk.
 */
import { FEEDBACK_IMAGES_MAX, FEEDBACK_TYPES } from '@mall/shared/self-service';
import { type FormEvent, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { isApiError } from '@/api/client';
import { createFeedback } from '@/api/user/create-feedback';
import { useMember } from '@/api/user/get-user-base';
import buttons from '@/components/button-link.module.css';
import { paths } from '@/config/paths';
import { checkFeedback, type FeedbackErrors } from '../utils/feedback-check';
import styles from './feedback-form.module.css';

const MY_FEEDBACK = '/zzfw/yjfk';

function FieldError({ message }: { message: string | undefined }) {
  return message ? <span className={styles.error}>{message}</span> : null;
}

export function FeedbackForm(): React.JSX.Element {
  const member = useMember();
  const location = useLocation();
  const [errors, setErrors] = useState<FeedbackErrors>({});
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState('');
  const [formKey, setFormKey] = useState(0);
  const [chosen, setChosen] = useState<string[]>([]);

  if (!member) {
    return (
      <section className={styles.box} data-testid="feedback-login">
        <p>
          提交投诉建议请先<Link to={paths.login(location.pathname)}>登录</Link>
          ，您也可以拨打客服热线与我们联系。
        </p>
      </section>
    );
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const images = form.getAll('images').filter((f): f is File => f instanceof File && f.size > 0);
    const draft = {
      type: String(form.get('type') ?? ''),
      content: String(form.get('content') ?? ''),
      contact: String(form.get('contact') ?? ''),
      imageCount: images.length,
    };
    const found = checkFeedback(draft);
    setErrors(found);
    setDone('');
    if (Object.keys(found).length > 0) return;
    const body = new FormData();
    body.append('type', draft.type);
    body.append('content', draft.content.trim());
    body.append('contact', draft.contact.trim());
    for (const image of images) body.append('images', image);
    setSending(true);
    try {
      const res = await createFeedback(body, { silent: true });
      setDone(res.msg || '提交成功，感谢您的反馈');
      setFormKey((k) => k + 1);
      setChosen([]);
    } catch (error) {
      const fieldErrors = isApiError(error) ? error.errors : undefined;
      const first = (key: string) => fieldErrors?.[key]?.[0];
      setErrors({
        type: first('type'),
        content: first('content'),
        contact: first('contact'),
        images:
          first('images') ??
          (fieldErrors ? undefined : isApiError(error) ? error.message : '提交失败，请稍后重试'),
      });
    } finally {
      setSending(false);
    }
  }

  return (
    <section className={styles.box}>
      <h2 className={styles.heading}>在线提交</h2>
      {done ? (
        <p className={styles.done} role="status" data-testid="feedback-done">
          {done}，可在<Link to={MY_FEEDBACK}>意见反馈</Link>中查看处理进度和回复。
        </p>
      ) : null}
      <form key={formKey} className={styles.form} onSubmit={submit} noValidate data-testid="feedback-form">
        <label className={styles.row}>
          <span className={styles.label}>反馈类型</span>
          <select name="type" defaultValue="">
            <option value="" disabled>
              请选择
            </option>
            {FEEDBACK_TYPES.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
          <FieldError message={errors.type} />
        </label>
        <label className={styles.row}>
          <span className={styles.label}>反馈内容</span>
          <textarea
            name="content"
            rows={5}
            maxLength={500}
            placeholder="请描述您遇到的问题或建议，可附订单号"
          />
          <FieldError message={errors.content} />
        </label>
        <label className={styles.row}>
          <span className={styles.label}>联系方式</span>
          <input name="contact" type="text" maxLength={50} placeholder="手机号、座机或邮箱（选填）" />
          <FieldError message={errors.contact} />
        </label>
        <div className={styles.row}>
          <span className={styles.label}>图片</span>
          {/* The browser's own file button speaks the browser's language; this one speaks Chinese. */}
          <label className={styles.picker}>
            <input
              name="images"
              type="file"
              accept="image/jpeg,image/png,image/webp"
              multiple
              className={styles.fileInput}
              onChange={(e) => setChosen(Array.from(e.currentTarget.files ?? [], (f) => f.name))}
            />
            <span className={buttons.default}>选择图片</span>
            <span className={styles.chosen}>{chosen.length > 0 ? chosen.join('，') : '未选择图片'}</span>
          </label>
          <span className={styles.hint}>选填，最多 {FEEDBACK_IMAGES_MAX} 张，每张不超过 5 MB</span>
          <FieldError message={errors.images} />
        </div>
        <div className={styles.actions}>
          <button type="submit" className={buttons.primary} disabled={sending}>
            {sending ? '提交中…' : '提交'}
          </button>
          <Link to={MY_FEEDBACK} className={buttons.default}>
            我的反馈
          </Link>
        </div>
      </form>
    </section>
  );
}
