import { legalRoute } from '@/components/content/legal-route';
import { lgpd } from '@/content/legal/lgpd';

const route = legalRoute('/lgpd', lgpd);

export const generateMetadata = route.generateMetadata;
export default route.Page;
