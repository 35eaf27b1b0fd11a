import { useSearchParams } from 'react-router';
import { DEFAULT_GENDER, GENDERS, type Gender } from '../../shared/clubs.ts';

const STORAGE_KEY = 'genderPreference';

function isGender(value: string | null): value is Gender {
  return value !== null && (GENDERS as readonly string[]).includes(value);
}

export function readGenderPreference(): Gender {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isGender(stored) ? stored : DEFAULT_GENDER;
  } catch {
    return DEFAULT_GENDER;
  }
}

export function saveGenderPreference(gender: Gender): void {
  try {
    localStorage.setItem(STORAGE_KEY, gender);
  } catch {
    // Storage can be unavailable (private browsing): the URL still carries the choice.
  }
}

/**
 * The LADIES / MEN view: the `gender` in the address wins (so shared links open in the right view),
 * then the visitor's last choice, then female (SPEC §4).
 */
export function useGender(): Gender {
  const [params] = useSearchParams();
  return genderFromParams(params);
}

export function genderFromParams(params: URLSearchParams): Gender {
  const fromUrl = params.get('gender');
  return isGender(fromUrl) ? fromUrl : readGenderPreference();
}
