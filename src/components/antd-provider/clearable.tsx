import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';

/**
 * `allowClear` for antd's Select: its own icon, and a Russian name for the clear button, which rc-select
 * names «Clear» whatever the locale.
 */
export const CLEARABLE = { clearIcon: <CloseCircleFilled aria-hidden />, label: 'Очистить' };
