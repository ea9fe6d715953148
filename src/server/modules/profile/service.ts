import { eq } from 'drizzle-orm';
import type { Profile, UpdateProfile } from '../../../shared/schemas/profile';
import type { Db } from '../../db/client';
import { user } from '../../db/schema';
import { AppError } from '../../http/app-error';

function present(row: { email: string; name: string; language: string }): Profile {
  return { email: row.email, fullName: row.name, language: row.language === 'de' ? 'de' : 'en' };
}

export async function getProfile(db: Db, userId: string): Promise<Profile> {
  const [row] = await db.select().from(user).where(eq(user.id, userId));
  if (!row) throw AppError.notFound('Profile not found');
  return present(row);
}

export async function updateProfile(db: Db, userId: string, patch: UpdateProfile): Promise<Profile> {
  const [row] = await db
    .update(user)
    .set({
      ...(patch.fullName !== undefined && { name: patch.fullName }),
      ...(patch.language !== undefined && { language: patch.language }),
      updatedAt: new Date(),
    })
    .where(eq(user.id, userId))
    .returning();
  if (!row) throw AppError.notFound('Profile not found');
  return present(row);
}
