// The Ant Design icons the app draws (with ./Icon.tsx): the definitions of @ant-design/icons-svg (MIT), the
// data package behind @ant-design/icons, each its own module, so a chunk carries only the icons it draws.
// A new icon is one line here: its name as antd's documentation spells it.
export { default as AimOutlined } from '@ant-design/icons-svg/es/asn/AimOutlined';
export { default as ArrowRightOutlined } from '@ant-design/icons-svg/es/asn/ArrowRightOutlined';
export { default as BellOutlined } from '@ant-design/icons-svg/es/asn/BellOutlined';
export { default as BookOutlined } from '@ant-design/icons-svg/es/asn/BookOutlined';
export { default as CheckCircleFilled } from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
export { default as CheckCircleOutlined } from '@ant-design/icons-svg/es/asn/CheckCircleOutlined';
export { default as ClockCircleOutlined } from '@ant-design/icons-svg/es/asn/ClockCircleOutlined';
export { default as CloseOutlined } from '@ant-design/icons-svg/es/asn/CloseOutlined';
export { default as CrownOutlined } from '@ant-design/icons-svg/es/asn/CrownOutlined';
export { default as DeleteOutlined } from '@ant-design/icons-svg/es/asn/DeleteOutlined';
export { default as DownOutlined } from '@ant-design/icons-svg/es/asn/DownOutlined';
export { default as EditOutlined } from '@ant-design/icons-svg/es/asn/EditOutlined';
export { default as FileTextOutlined } from '@ant-design/icons-svg/es/asn/FileTextOutlined';
export { default as IdcardOutlined } from '@ant-design/icons-svg/es/asn/IdcardOutlined';
export { default as InfoCircleOutlined } from '@ant-design/icons-svg/es/asn/InfoCircleOutlined';
export { default as MailOutlined } from '@ant-design/icons-svg/es/asn/MailOutlined';
export { default as MobileOutlined } from '@ant-design/icons-svg/es/asn/MobileOutlined';
export { default as PlusOutlined } from '@ant-design/icons-svg/es/asn/PlusOutlined';
export { default as ProjectOutlined } from '@ant-design/icons-svg/es/asn/ProjectOutlined';
export { default as SafetyCertificateOutlined } from '@ant-design/icons-svg/es/asn/SafetyCertificateOutlined';
export { default as ShopOutlined } from '@ant-design/icons-svg/es/asn/ShopOutlined';
export { default as SolutionOutlined } from '@ant-design/icons-svg/es/asn/SolutionOutlined';
export { default as StarOutlined } from '@ant-design/icons-svg/es/asn/StarOutlined';
export { default as StopOutlined } from '@ant-design/icons-svg/es/asn/StopOutlined';
export { default as TeamOutlined } from '@ant-design/icons-svg/es/asn/TeamOutlined';
export { default as TrophyOutlined } from '@ant-design/icons-svg/es/asn/TrophyOutlined';
export type { IconDefinition } from '@ant-design/icons-svg/es/types';
