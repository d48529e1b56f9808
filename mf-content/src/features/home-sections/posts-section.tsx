import { getPosts } from '@club/shared-contracts/api/content';
import { paths } from '@club/shared-contracts/paths';
import type { HomeSectionModule } from '@club/shared-contracts/remote-modules';
import { HomeCardsSection } from '@club/shared-ui/home-section';
import { useTranslation } from '@club/shared-ui/translation';
import { useLoad } from '@club/shared-ui/use-load';
import { PostCard } from '../blog/post-card';
import './texts';

/** How many of the newest posts the home page shows (document 2, 9). */
export const lastPostCount = 3;

// One request function for the life of the page, as useLoad takes a new function for a new request.
const lastPosts = () => getPosts(lastPostCount).then((answer) => answer.model);

/** Last posts (document 2, 2.10, 15): the blog's 3 newest posts as the blog draws them, and a link to the blog. */
function PostsSection() {
  const { t } = useTranslation('content');
  const load = useLoad('last posts', lastPosts);
  return (
    <HomeCardsSection
      title={t('Latest posts')}
      load={load}
      withText
      pictures="photos"
      more={paths.blog()}
      card={(post) => <PostCard post={post} imagePriority="lazy" headingLevel={3} />}
    />
  );
}

/** The last posts section of the home page (`./posts-section`). */
export const HomeSection: HomeSectionModule['HomeSection'] = PostsSection;
