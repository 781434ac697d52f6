/** 审核队列: new stores, licences (with the uploaded file) and address changes waiting for a decision. */
import type {
  PendingAddressChangeItem,
  PendingCompanyItem,
  PendingLicenceItem,
  ReviewKind,
} from '@mall/shared/admin-members';
import { chinaDateTime } from '@mall/shared/china-time';
import {
  App,
  Badge,
  Button,
  Card,
  Form,
  Image,
  Input,
  Modal,
  Popconfirm,
  Space,
  Table,
  Tabs,
  Typography,
} from 'antd';
import { useState } from 'react';
import { errorText } from '../../api';
import { CompanyDrawer } from './company-drawer';
import { LicenceScopesDialog } from './licence-scopes-dialog';
import { useDecide, useReviewQueue } from './members-api';

interface Rejecting {
  kind: ReviewKind;
  id: number;
  label: string;
}

export default function ReviewPage(): React.JSX.Element {
  const { message } = App.useApp();
  const queue = useReviewQueue();
  const decide = useDecide();
  const [rejecting, setRejecting] = useState<Rejecting | null>(null);
  const [rejectForm] = Form.useForm<{ reason: string }>();
  const [company, setCompany] = useState<number | null>(null);
  const [scopesOf, setScopesOf] = useState<PendingLicenceItem | null>(null);

  const approve = (kind: ReviewKind, id: number) =>
    decide.mutate(
      { kind, id, decision: 'approve' },
      {
        onSuccess: (outcome) =>
          void message.success(outcome.company_status === 1 ? '已通过，门店资质审核已通过' : '已通过'),
        onError: (error) => void message.error(errorText(error)),
      },
    );

  const reject = ({ reason }: { reason: string }) => {
    if (!rejecting) return;
    decide.mutate(
      { kind: rejecting.kind, id: rejecting.id, decision: 'reject', reason: reason.trim() },
      {
        onSuccess: () => {
          void message.success('已驳回');
          setRejecting(null);
        },
        onError: (error) => void message.error(errorText(error)),
      },
    );
  };

  const actions = (kind: ReviewKind, id: number, label: string) => (
    <Space>
      <Popconfirm title={`确认审核通过：${label}？`} onConfirm={() => approve(kind, id)}>
        <Button size="small" type="primary" loading={decide.isPending}>
          通过
        </Button>
      </Popconfirm>
      <Button size="small" danger onClick={() => setRejecting({ kind, id, label })}>
        驳回
      </Button>
    </Space>
  );

  const companyLink = (id: number, name: string) => (
    <Typography.Link onClick={() => setCompany(id)}>{name}</Typography.Link>
  );

  const data = queue.data;
  const tab = (label: string, count: number | undefined) => (
    <Space size={4}>
      {label}
      <Badge count={count ?? 0} showZero color={count ? '#b85400' : '#bfbfbf'} />
    </Space>
  );

  return (
    <Card title="审核队列">
      {queue.isError ? <Typography.Text type="danger">{errorText(queue.error)}</Typography.Text> : null}
      <Tabs
        defaultActiveKey="licences"
        items={[
          {
            key: 'licences',
            label: tab('资质证件', data?.licences.length),
            children: (
              <Table<PendingLicenceItem>
                rowKey="id"
                data-testid="review-licences"
                loading={queue.isFetching}
                dataSource={data?.licences ?? []}
                pagination={{ pageSize: 20 }}
                columns={[
                  {
                    title: '门店',
                    dataIndex: 'company_name',
                    render: (name, row) => companyLink(row.company_id, name),
                  },
                  { title: '证件', dataIndex: 'type_name' },
                  { title: '编号', dataIndex: 'number' },
                  { title: '有效期至', dataIndex: 'expires_on' },
                  {
                    title: '文件',
                    dataIndex: 'file_url',
                    render: (url: string | null, row) =>
                      url ? (
                        <Image
                          width={64}
                          height={48}
                          style={{ objectFit: 'cover' }}
                          src={url}
                          alt={row.type_name}
                        />
                      ) : (
                        <Typography.Text type="secondary">未上传</Typography.Text>
                      ),
                  },
                  { title: '提交时间', dataIndex: 'created_at', render: (at: number) => chinaDateTime(at) },
                  {
                    title: '操作',
                    key: 'actions',
                    render: (_: unknown, row) => (
                      <Space>
                        {actions('licence', row.id, `${row.company_name}《${row.type_name}》`)}
                        <Button size="small" onClick={() => setScopesOf(row)}>
                          经营范围
                        </Button>
                      </Space>
                    ),
                  },
                ]}
              />
            ),
          },
          {
            key: 'companies',
            label: tab('新注册门店', data?.companies.length),
            children: (
              <Table<PendingCompanyItem>
                rowKey="id"
                data-testid="review-companies"
                loading={queue.isFetching}
                dataSource={data?.companies ?? []}
                pagination={{ pageSize: 20 }}
                columns={[
                  { title: '门店', dataIndex: 'name', render: (name, row) => companyLink(row.id, name) },
                  { title: '账号', dataIndex: 'username' },
                  { title: '客户类型', dataIndex: 'customer_type' },
                  { title: '注册时间', dataIndex: 'created_at', render: (at: number) => chinaDateTime(at) },
                  {
                    title: '操作',
                    key: 'actions',
                    render: (_: unknown, row) => actions('company', row.id, row.name),
                  },
                ]}
              />
            ),
          },
          {
            key: 'changes',
            label: tab('地址变更', data?.changes.length),
            children: (
              <Table<PendingAddressChangeItem>
                rowKey="id"
                data-testid="review-changes"
                loading={queue.isFetching}
                dataSource={data?.changes ?? []}
                pagination={{ pageSize: 20 }}
                columns={[
                  {
                    title: '门店',
                    dataIndex: 'company_name',
                    render: (name, row) => companyLink(row.company_id, name),
                  },
                  { title: '现注册地址', dataIndex: 'current' },
                  { title: '申请变更为', dataIndex: 'requested' },
                  { title: '提交时间', dataIndex: 'created_at', render: (at: number) => chinaDateTime(at) },
                  {
                    title: '操作',
                    key: 'actions',
                    render: (_: unknown, row) => actions('address_change', row.id, row.company_name),
                  },
                ]}
              />
            ),
          },
        ]}
      />
      <Modal
        open={rejecting !== null}
        title={`驳回：${rejecting?.label ?? ''}`}
        okText="驳回"
        okButtonProps={{ danger: true, loading: decide.isPending }}
        onOk={() => rejectForm.submit()}
        onCancel={() => setRejecting(null)}
        destroyOnHidden
      >
        <Form
          form={rejectForm}
          layout="vertical"
          preserve={false}
          onFinish={reject}
          data-testid="reject-form"
        >
          <Form.Item
            name="reason"
            label="驳回原因"
            rules={[
              { required: true, whitespace: true, message: '请填写驳回原因' },
              { max: 200, message: '驳回原因不超过200个字' },
            ]}
          >
            <Input.TextArea rows={3} maxLength={200} placeholder="会员会在消息中看到" />
          </Form.Item>
        </Form>
      </Modal>
      <CompanyDrawer companyId={company} onClose={() => setCompany(null)} />
      <LicenceScopesDialog licence={scopesOf} onClose={() => setScopesOf(null)} />
    </Card>
  );
}
