import {
  BarChart3,
  Bug,
  CloudRain,
  Cpu,
  Crosshair,
  Droplets,
  Factory,
  FlaskConical,
  Handshake,
  Leaf,
  Microscope,
  Sprout,
  Sun,
  Tractor,
  Truck,
  Users,
  type LucideIcon,
} from "../ui/icons"
import type { ServiceIconName } from "../../content/icons"

/**
 * Every icon name content may use (src/content/icons.ts) mapped to its
 * lucide-react component. The Record type makes TypeScript fail when a name
 * is added there and not here (or the other way round); named imports keep
 * the bundle to these icons only.
 */
export const SERVICE_ICONS: Record<ServiceIconName, LucideIcon> = {
  Sprout,
  FlaskConical,
  Droplets,
  Crosshair,
  Bug,
  Cpu,
  Leaf,
  Tractor,
  Sun,
  CloudRain,
  BarChart3,
  Users,
  Handshake,
  Truck,
  Factory,
  Microscope,
}

/** The component for a service's icon name; content validation guarantees the name is known. */
export function serviceIcon(name: string): LucideIcon {
  const icon = (SERVICE_ICONS as Record<string, LucideIcon | undefined>)[name]
  if (!icon) throw new Error(`Unknown service icon "${name}" (see src/content/icons.ts)`)
  return icon
}
