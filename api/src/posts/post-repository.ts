import type { DatabaseSync } from 'node:sqlite';
import { allRows } from '../db/database.ts';

/** The text block type of blog posts. */
export const POST_TYPE = 'posts';

/** A post in a list, with its author's name. */
export interface PostSummary {
  id: number;
  title: string;
  image: string;
  smallText: string;
  created: string;
  authorName: string;
}

interface PostRow {
  id: number;
  title: string;
  image: string;
  small_text: string;
  created: string;
  author_name: string | null;
}

/** Blog posts (text blocks of type posts). */
export interface PostRepository {
  /** The newest posts, or the most read ones when `popular`. */
  listWithUsers(count: number, popular: boolean): PostSummary[];
}

/** Creates the post repository. */
export function createPostRepository(db: DatabaseSync): PostRepository {
  return {
    listWithUsers(count, popular) {
      const order = popular ? 't.read_count DESC, t.created DESC, t.id DESC' : 't.created DESC, t.id DESC';
      return allRows<PostRow>(
        db,
        `SELECT t.id, t.title, t.image, t.small_text, t.created, TRIM(u.name || ' ' || u.surname) AS author_name
         FROM text_blocks t LEFT JOIN users u ON u.id = t.user_id
         WHERE t.type = ? ORDER BY ${order} LIMIT ?`,
        POST_TYPE,
        count,
      ).map((row) => ({
        id: row.id,
        title: row.title,
        image: row.image,
        smallText: row.small_text,
        created: row.created,
        authorName: row.author_name ?? '',
      }));
    },
  };
}
