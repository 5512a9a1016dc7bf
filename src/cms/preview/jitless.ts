// zod tries `new Function` as each object schema is made, to see whether it may compile its checks, and /admin's policy
// forbids eval (no 'unsafe-eval'): this turns that off before any schema is made, so imported first (./index.tsx).
import { z } from "zod"

z.config({ jitless: true })
