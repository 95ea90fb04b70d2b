/** Imported once by each entry point so that zod's default messages are in French. */
import { z } from 'zod';

z.config(z.locales.fr());
