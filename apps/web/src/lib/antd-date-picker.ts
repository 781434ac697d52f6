/**
 * antd's DatePicker with dayjs speaking Chinese (month and weekday names, weeks from Monday). Pages
 * take DatePicker from here, so dayjs and its locale load with the pages that pick dates only.
 */
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';

dayjs.locale('zh-cn');

export { DatePicker } from 'antd';
