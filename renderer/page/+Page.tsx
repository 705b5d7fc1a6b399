import { BlockList } from '../BlockList.tsx';
import { usePageData } from '../page-context.tsx';

export default function Page() {
  const data = usePageData();
  return 'blocks' in data ? <BlockList blocks={data.blocks} /> : null;
}
