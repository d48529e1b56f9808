import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import { allRows, getRow, runSql } from '../db/database.ts';
import { FOLD_FUNCTION, foldSearchText, registerFoldFunction } from '../db/search-text.ts';
import {
  TEXT_BLOCK_TYPES,
  type PostGridField,
  type PostGridStatus,
  type TextBlockTypeName,
} from './post-grid-status.ts';

/** The text block type of blog posts. */
export const POST_TYPE = TEXT_BLOCK_TYPES.Posts;

/** A post in a list, with its author's name. */
export interface PostSummary {
  id: number;
  title: string;
  image: string;
  smallText: string;
  created: string;
  authorName: string;
}

/** A text block (a post) whole: its HTML text and its type as clients name it. */
export interface TextBlockRecord extends PostSummary {
  text: string;
  type: TextBlockTypeName;
}

/** A page of text blocks and how many match in all. */
export interface TextBlockPage {
  blocks: TextBlockRecord[];
  totalCount: number;
}

interface PostRow {
  id: number;
  type: string;
  title: string;
  image: string;
  small_text: string;
  content: string;
  created: string;
  author_name: string | null;
}

/** Blog posts (text blocks of type posts). */
export interface PostRepository {
  /** The newest posts, or the most read ones when `popular`. */
  listWithUsers(count: number, popular: boolean): PostSummary[];
  /** A page of text blocks matching the grid status, newest first unless it sorts otherwise. */
  listPage(status: PostGridStatus, page: { offset: number; limit: number }): TextBlockPage;
  /** A text block with its author, counting one more read (the popular posts are the most read); undefined if none. */
  readWithUser(id: number): TextBlockRecord | undefined;
}

const SELECT_BLOCK = `SELECT t.id, t.type, t.title, t.image, t.small_text, t.content, t.created,
    TRIM(u.name || ' ' || u.surname) AS author_name
  FROM text_blocks t LEFT JOIN users u ON u.id = t.user_id`;

// Only these fixed column names ever reach the SQL text; values travel as parameters.
const TEXT_COLUMNS: Record<Exclude<PostGridField, 'TextBlockType'>, string> = {
  Title: 't.title',
  Text: 't.content',
  SmalText: 't.small_text',
};

const typeNameOf = (stored: string): TextBlockTypeName =>
  (Object.keys(TEXT_BLOCK_TYPES) as TextBlockTypeName[]).find((name) => TEXT_BLOCK_TYPES[name] === stored) ??
  'Posts';

const toSummary = (row: PostRow): PostSummary => ({
  id: row.id,
  title: row.title,
  image: row.image,
  smallText: row.small_text,
  created: row.created,
  authorName: row.author_name ?? '',
});

const toRecord = (row: PostRow): TextBlockRecord => ({
  ...toSummary(row),
  text: row.content,
  type: typeNameOf(row.type),
});

function whereSql(groups: PostGridStatus['filters']): { sql: string; params: SQLInputValue[] } {
  const parts = ['1 = 1'];
  const params: SQLInputValue[] = [];
  for (const group of groups) {
    const members = group.map((filter) =>
      filter.field === 'TextBlockType'
        ? { sql: 't.type = ?', param: TEXT_BLOCK_TYPES[filter.value as TextBlockTypeName] }
        : {
            // Case, accents and HTML tags fold away on both sides, as in the shop's search.
            sql: `instr(${FOLD_FUNCTION}(${TEXT_COLUMNS[filter.field]}), ?) > 0`,
            param: foldSearchText(String(filter.value)),
          },
    );
    parts.push(`(${members.map((member) => member.sql).join(' OR ')})`);
    params.push(...members.map((member) => member.param));
  }
  return { sql: parts.join(' AND '), params };
}

function orderSql(sorts: PostGridStatus['sort']): string {
  // Newest first by default; the id settles ties so that pages never overlap or skip a post.
  const dir = (sorts[0]?.dir ?? 'desc').toUpperCase();
  return `t.created ${dir}, t.id ${dir}`;
}

/** Creates the post repository (and registers the search fold function on the connection). */
export function createPostRepository(db: DatabaseSync): PostRepository {
  registerFoldFunction(db);
  return {
    listWithUsers(count, popular) {
      const order = popular ? 't.read_count DESC, t.created DESC, t.id DESC' : 't.created DESC, t.id DESC';
      return allRows<PostRow>(
        db,
        `${SELECT_BLOCK} WHERE t.type = ? ORDER BY ${order} LIMIT ?`,
        POST_TYPE,
        count,
      ).map(toSummary);
    },
    listPage(status, page) {
      const where = whereSql(status.filters);
      const count = getRow<{ n: number }>(
        db,
        `SELECT COUNT(*) AS n FROM text_blocks t WHERE ${where.sql}`,
        ...where.params,
      );
      const blocks = allRows<PostRow>(
        db,
        `${SELECT_BLOCK} WHERE ${where.sql} ORDER BY ${orderSql(status.sort)} LIMIT ? OFFSET ?`,
        ...where.params,
        page.limit,
        page.offset,
      ).map(toRecord);
      return { blocks, totalCount: count?.n ?? 0 };
    },
    readWithUser(id) {
      if (runSql(db, 'UPDATE text_blocks SET read_count = read_count + 1 WHERE id = ?', id) === 0)
        return undefined;
      const row = getRow<PostRow>(db, `${SELECT_BLOCK} WHERE t.id = ?`, id);
      return row && toRecord(row);
    },
  };
}
