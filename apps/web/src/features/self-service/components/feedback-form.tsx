/**
 * 意见反馈 form: type, content (5–500 characters), an optional phone or email and up to three
 * photos, checked here with the server's limits and sent as one multipart request.
 */
import {
  FEEDBACK_CONTACT_MAX,
  FEEDBACK_CONTENT_MAX,
  FEEDBACK_IMAGES_MAX,
  FEEDBACK_TYPES,
  type FeedbackType,
  feedbackContentFits,
  SELF_SERVICE_MESSAGES as M,
} from '@mall/shared/self-service';
import { isEmail, isPhone } from '@mall/shared/validators';
import { Button, Form, Input, Radio, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useMember } from '@/api/user/get-user-base';
import { Spinner } from '@/components/spinner';
import { clearDraft, readDraft, saveDraft } from '@/lib/drafts';
import { showToast } from '@/lib/feedback';
import { useSubmitFeedback } from '../api/feedback';

const IMAGE_TYPES = 'image/jpeg,image/png,image/webp';
const DRAFT = 'feedback';

interface Values {
  type: FeedbackType;
  content: string;
  contact?: string;
}

export function FeedbackForm(): React.JSX.Element {
  // The form waits for the member: what it types is kept as that member's draft from the first key.
  const member = useMember()?.username;
  return member ? <MemberFeedbackForm member={member} /> : <Spinner block />;
}

function MemberFeedbackForm({ member }: { member: string }): React.JSX.Element {
  const [form] = Form.useForm<Values>();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const submit = useSubmitFeedback();
  // What was typed before the session ended and the buyer logged in again comes back.
  const [draft] = useState(() => readDraft<Values>(member, DRAFT));

  const onFinish = (values: Values) => {
    const images = files.flatMap((file) => (file.originFileObj ? [file.originFileObj as File] : []));
    submit.mutate(
      { type: values.type, content: values.content.trim(), contact: values.contact?.trim() ?? '', images },
      {
        onSuccess: (envelope) => {
          void showToast(envelope.msg, 'success');
          form.resetFields();
          setFiles([]);
          clearDraft(member, DRAFT);
        },
      },
    );
  };

  return (
    <Form<Values>
      form={form}
      layout="horizontal"
      labelCol={{ flex: '100px' }}
      initialValues={{ type: FEEDBACK_TYPES[0], ...draft }}
      onFinish={onFinish}
      onValuesChange={(_changed, all) => saveDraft(member, DRAFT, { ...all })}
      data-testid="feedback-form"
      style={{ maxWidth: 680 }}
    >
      <Form.Item label="反馈类型" name="type" rules={[{ required: true, message: M.feedbackType }]}>
        <Radio.Group options={FEEDBACK_TYPES.map((type) => ({ value: type, label: type }))} />
      </Form.Item>
      <Form.Item
        label="反馈内容"
        name="content"
        rules={[
          {
            validator: (_rule, value: string | undefined) =>
              feedbackContentFits(value ?? '')
                ? Promise.resolve()
                : Promise.reject(new Error(M.feedbackContent)),
          },
        ]}
        required
      >
        <Input.TextArea
          rows={5}
          maxLength={FEEDBACK_CONTENT_MAX}
          showCount
          placeholder="请详细描述您的意见或建议，我们会认真处理并回复"
          data-testid="feedback-content"
        />
      </Form.Item>
      <Form.Item
        label="联系方式"
        name="contact"
        rules={[
          {
            validator: (_rule, value: string | undefined) => {
              const v = value?.trim() ?? '';
              return v === '' || isPhone(v) || isEmail(v)
                ? Promise.resolve()
                : Promise.reject(new Error(M.contact));
            },
          },
        ]}
      >
        <Input
          maxLength={FEEDBACK_CONTACT_MAX}
          placeholder="选填：手机号、座机或邮箱"
          data-testid="feedback-contact"
        />
      </Form.Item>
      <Form.Item
        label="图片"
        extra={`选填，最多 ${FEEDBACK_IMAGES_MAX} 张，支持 JPG、PNG、WEBP，每张不超过 5 MB`}
      >
        <Upload
          data-testid="feedback-images"
          listType="picture-card"
          accept={IMAGE_TYPES}
          multiple
          maxCount={FEEDBACK_IMAGES_MAX}
          fileList={files}
          // Photos stay in the form and travel with the feedback in one request.
          beforeUpload={() => false}
          onChange={({ fileList }) => setFiles(fileList.slice(0, FEEDBACK_IMAGES_MAX))}
        >
          {files.length < FEEDBACK_IMAGES_MAX ? '上传图片' : null}
        </Upload>
      </Form.Item>
      <Form.Item label=" " colon={false}>
        <Button type="primary" htmlType="submit" loading={submit.isPending} data-testid="feedback-submit">
          提交反馈
        </Button>
      </Form.Item>
    </Form>
  );
}
