import { legalRoute } from '@/components/content/legal-route';
import { privacy } from '@/lib/content/pages';

const route = legalRoute('/politica-de-privacidade', privacy);

export const generateMetadata = route.generateMetadata;
export default route.Page;
