// Writing demo blog posts, for the seed areas that add them (the club's newest posts, the content area's archive).
import type { DatabaseSync } from 'node:sqlite';
import { insertRow } from './database.ts';
import { daysBefore } from './demo-club.ts';

/** A demo post: `author` indexes the author ids its seed passes, `daysAgo` dates it before the seed's day. */
export interface SeedPost {
  title: string;
  image: string;
  smallText: string;
  content: string;
  author: number;
  daysAgo: number;
  reads: number;
}

/** Writes the posts (text blocks of type posts) with their authors, read counts and dates. */
export function insertPosts(
  db: DatabaseSync,
  posts: readonly SeedPost[],
  authorIds: readonly number[],
  now: Date,
): void {
  for (const post of posts) {
    insertRow(
      db,
      `INSERT INTO text_blocks (type, title, image, small_text, content, user_id, read_count, created)
       VALUES ('posts', ?, ?, ?, ?, ?, ?, ?)`,
      post.title,
      post.image,
      post.smallText,
      post.content,
      authorIds[post.author] ?? null,
      post.reads,
      daysBefore(now, post.daysAgo),
    );
  }
}
