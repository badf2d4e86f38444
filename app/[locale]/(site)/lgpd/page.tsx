import { legalRoute } from '@/components/content/legal-route';
import { lgpd } from '@/lib/content/pages';

const route = legalRoute('/lgpd', lgpd);

export const generateMetadata = route.generateMetadata;
export default route.Page;
