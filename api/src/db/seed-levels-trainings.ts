// The levels-trainings area of the demo data (DEMO_LEVELS_TRAININGS): Ana's level histories, consistent with her
// current levels in customer_levels, and the team trainings of Ana, Lucas and Bruno with their media. The media are
// drawn here as SVG files into the uploads folder (written when missing or changed), so the gallery, the videos
// and the files work with no network: images of drills, "videos" as animated drills an iframe plays, and session
// plans as documents.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { addDays, clubMoment } from '../bookings/club-time.ts';
import { UPLOADS_DIR } from '../files/uploads-routes.ts';
import { datedHistories } from '../levels/level-provider-sandbox.ts';
import { importLevelHistories } from '../levels/level-repository.ts';
import { CLUB_ID } from '../settings/settings-repository.ts';
import { getRow, insertRow, runSql } from './database.ts';
import { DEMO_CUSTOMERS, DEMO_LEVELS_TRAININGS, type DemoTraining, type SeedContext } from './demo-club.ts';

const escapeXml = (text: string): string =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const PALETTE = ['#2f7d4f', '#1f5f99', '#8a4f9e', '#b5651d', '#3b7d8c'] as const;

/** A court seen from above, `width` × `height` at (x, y), with its net and service lines. */
function courtSvg(x: number, y: number, width: number, height: number, colour: string): string {
  const mid = y + height / 2;
  return [
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="${colour}" stroke="#fff" stroke-width="3"/>`,
    `<line x1="${x}" y1="${mid}" x2="${x + width}" y2="${mid}" stroke="#fff" stroke-width="5"/>`,
    `<line x1="${x}" y1="${y + height * 0.2}" x2="${x + width}" y2="${y + height * 0.2}" stroke="#fff" stroke-width="2"/>`,
    `<line x1="${x}" y1="${y + height * 0.8}" x2="${x + width}" y2="${y + height * 0.8}" stroke="#fff" stroke-width="2"/>`,
    `<line x1="${x + width / 2}" y1="${y + height * 0.2}" x2="${x + width / 2}" y2="${y + height * 0.8}" stroke="#fff" stroke-width="2"/>`,
  ].join('');
}

/** A gallery image: a drill on a court (players, the ball's path) and its title. */
export function trainingImageSvg(title: string, index: number): string {
  const { width, height } = DEMO_LEVELS_TRAININGS.imageSize;
  const colour = PALETTE[index % PALETTE.length] ?? PALETTE[0];
  const court = { x: 140, y: 20, width: 200, height: 280 };
  const players = [
    [court.x + 50, court.y + 230],
    [court.x + 150, court.y + 230],
    [court.x + 50 + (index % 2) * 30, court.y + 50],
    [court.x + 150 - (index % 3) * 20, court.y + 50],
  ]
    .map(
      ([cx, cy], player) =>
        `<circle cx="${cx}" cy="${cy}" r="12" fill="${player < 2 ? '#ffd54f' : '#fff'}" stroke="#222" stroke-width="2"/>`,
    )
    .join('');
  const path = `M${court.x + 50} ${court.y + 220} Q${court.x + 100 + index * 10} ${court.y + 40} ${court.x + 160} ${court.y + 70}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#e9ecef"/>${courtSvg(court.x, court.y, court.width, court.height, colour)}<path d="${path}" fill="none" stroke="#ff7043" stroke-width="3" stroke-dasharray="8 6"/>${players}<text x="${width / 2}" y="${height - 22}" font-family="sans-serif" font-size="20" text-anchor="middle" fill="#222">${escapeXml(title)}</text></svg>\n`;
}

/** A training "video": the drill animated (a ball going back and forth over the net), 249 × 200 like its embed. */
export function trainingVideoSvg(title: string, index: number): string {
  const colour = PALETTE[(index + 2) % PALETTE.length] ?? PALETTE[0];
  const court = { x: 74, y: 10, width: 100, height: 150 };
  const path = `M${court.x + 25} ${court.y + 130} Q${court.x + 50} ${court.y + 10 + index * 10} ${court.x + 75} ${court.y + 25} Q${court.x + 50} ${court.y + 90} ${court.x + 25} ${court.y + 130}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 249 200" width="249" height="200"><rect width="249" height="200" fill="#263238"/>${courtSvg(court.x, court.y, court.width, court.height, colour)}<path d="${path}" fill="none" stroke="#ffffff55" stroke-width="1.5" stroke-dasharray="4 4"/><circle r="5" fill="#ffeb3b"><animateMotion dur="${2 + index}s" repeatCount="indefinite" path="${path}"/></circle><text x="124.5" y="186" font-family="sans-serif" font-size="12" text-anchor="middle" fill="#fff">${escapeXml(title)}</text></svg>\n`;
}

const PLAN = [
  'Calentamiento y movilidad: 10 min',
  'Ejercicio técnico por parejas: 25 min',
  'Situaciones de juego: 25 min',
  'Partido con puntuación: 20 min',
  'Vuelta a la calma y estiramientos: 10 min',
] as const;

/** A training file: a one-page session plan. */
export function trainingFileSvg(title: string): string {
  const lines = PLAN.map(
    (line, index) =>
      `<text x="48" y="${170 + index * 44}" font-family="sans-serif" font-size="18" fill="#333">${index + 1}. ${escapeXml(line)}</text>`,
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 420 594" width="420" height="594"><rect width="420" height="594" fill="#fff" stroke="#ccc"/><rect width="420" height="90" fill="#1b5e20"/><text x="24" y="56" font-family="sans-serif" font-size="22" fill="#fff">${escapeXml(title)}</text><text x="48" y="130" font-family="sans-serif" font-size="16" fill="#666">Club Demo Pádel · Plan de la sesión</text>${lines}</svg>\n`;
}

/** Every media file of the demo trainings and its drawing. */
export function trainingMediaFiles(): Array<{ file: string; svg: string }> {
  const files = new Map<string, string>();
  Object.values(DEMO_LEVELS_TRAININGS.trainings).forEach((training: DemoTraining) => {
    training.gallery.forEach(({ file, title }, index) => files.set(file, trainingImageSvg(title, index)));
    training.videos.forEach(({ file, title }, index) => files.set(file, trainingVideoSvg(title, index)));
    training.files.forEach(({ file, title }) => files.set(file, trainingFileSvg(title)));
  });
  return [...files].map(([file, svg]) => ({ file, svg }));
}

/** Writes the media drawings the uploads folder lacks or holds changed; a write goes through a temporary file. */
export function writeTrainingMedia(uploadsDir: string = UPLOADS_DIR): void {
  mkdirSync(uploadsDir, { recursive: true });
  for (const { file, svg } of trainingMediaFiles()) {
    const path = join(uploadsDir, file);
    if (existsSync(path) && readFileSync(path, 'utf8') === svg) continue;
    const temporary = `${path}.${process.pid}.tmp`;
    writeFileSync(temporary, svg);
    renameSync(temporary, path);
  }
}

/** The address of an uploads file, as the API serves it. */
const uploadsPath = (file: string): string => `/uploads/${file}`;

/** The levels-trainings area. */
export function seedLevelsTrainings(db: DatabaseSync, { now }: SeedContext): void {
  const timeZone =
    getRow<{ time_zone: string }>(db, 'SELECT time_zone FROM club WHERE id = ?', CLUB_ID)?.time_zone ??
    'Europe/Madrid';
  const idOf = (sql: string, ...params: string[]) => getRow<{ id: number }>(db, sql, ...params)?.id;
  const anaId = idOf(
    'SELECT id FROM customers WHERE email = ? AND deleted IS NULL',
    DEMO_CUSTOMERS.ana.email,
  );
  const brunoId = idOf(
    'SELECT id FROM customers WHERE email = ? AND deleted IS NULL',
    DEMO_CUSTOMERS.bruno.email,
  );
  const lucasId = idOf(
    'SELECT id FROM customers WHERE name = ? AND surname = ? AND parent_id IS NOT NULL AND deleted IS NULL',
    DEMO_CUSTOMERS.lucas.name,
    DEMO_CUSTOMERS.lucas.surname,
  );
  const customers = { ana: anaId, bruno: brunoId, lucas: lucasId };

  if (anaId !== undefined) {
    importLevelHistories(db, anaId, datedHistories(DEMO_LEVELS_TRAININGS.levels.ana, now, timeZone));
  }

  const today = clubMoment(now, timeZone).day;
  for (const training of Object.values(DEMO_LEVELS_TRAININGS.trainings) as DemoTraining[]) {
    const [hours = 0, minutes = 0] = training.start.split(':').map(Number);
    insertRow(
      db,
      `INSERT INTO trainings (id, team_name, day, start_minute, duration, description, public_comments)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      training.id,
      training.team,
      addDays(today, training.dayOffset),
      hours * 60 + minutes,
      training.duration,
      training.description,
      training.publicComments,
    );
    for (const { who, presented } of training.attendees) {
      const customerId = customers[who];
      if (customerId === undefined) continue;
      runSql(
        db,
        'INSERT INTO training_attendees (training_id, customer_id, presented) VALUES (?, ?, ?)',
        training.id,
        customerId,
        presented ? 1 : 0,
      );
    }
    const { width, height } = DEMO_LEVELS_TRAININGS.imageSize;
    const media = [
      ...training.gallery.map((item) => ({ kind: 'image', ...item, width, height })),
      ...training.videos.map((item) => ({ kind: 'video', ...item, width: null, height: null })),
      ...training.files.map((item) => ({ kind: 'file', ...item, width: null, height: null })),
    ];
    media.forEach((item, position) =>
      runSql(
        db,
        `INSERT INTO training_media (training_id, kind, position, title, url, width, height)
           VALUES (?, ?, ?, ?, ?, ?, ?)`,
        training.id,
        item.kind,
        position,
        item.title,
        uploadsPath(item.file),
        item.width,
        item.height,
      ),
    );
  }
  writeTrainingMedia();
}
