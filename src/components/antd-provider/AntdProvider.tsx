import { createContext, useContext, type ReactNode } from 'react';
import DownOutlined from '@ant-design/icons/DownOutlined';
import LoadingOutlined from '@ant-design/icons/LoadingOutlined';
import { ConfigProvider } from 'antd';
import ruRU from 'antd/es/locale/ru_RU';
import { appTheme } from '../../styles/theme';

const InsideAntd = createContext(false);

// A Select's arrow and spinner are drawn, not said: antd names them «down» and «loading» (role img) whatever
// the locale, so they are hidden from screen readers; the combobox itself says what it is.
const selectIcons = {
  suffixIcon: <DownOutlined aria-hidden />,
  loadingIcon: <LoadingOutlined spin aria-hidden />,
};

/**
 * antd's theme (green, cool gray, light mode forced) and the `ru_RU` locale for the screens that use antd.
 * The first screen is plain HTML + CSS, so the provider and antd's CSS-in-JS core stay out of the shell:
 * every module that renders antd components wraps them in this. Nested uses add no second provider.
 * dayjs (≈ 9 KB gzip with its `ru` locale) is not loaded here: a screen with an antd date picker imports
 * `lib/dayjs` itself, as the screens that format dates already do.
 */
export function AntdProvider({ children }: { children: ReactNode }) {
  const inside = useContext(InsideAntd);
  if (inside) return children;
  return (
    <ConfigProvider locale={ruRU} theme={appTheme} select={selectIcons}>
      <InsideAntd.Provider value>{children}</InsideAntd.Provider>
    </ConfigProvider>
  );
}
