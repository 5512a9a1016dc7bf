/**
 * Icon names a service in data/services.json may use. The names are those of
 * lucide-react's components; src/components/home/serviceIcons.ts maps each to
 * its component (TypeScript keeps the two lists in step), and content
 * validation rejects any other name.
 */
export const SERVICE_ICON_NAMES = [
  "Sprout",
  "FlaskConical",
  "Droplets",
  "Crosshair",
  "Bug",
  "Cpu",
  "Leaf",
  "Tractor",
  "Sun",
  "CloudRain",
  "BarChart3",
  "Users",
  "Handshake",
  "Truck",
  "Factory",
  "Microscope",
] as const

export type ServiceIconName = (typeof SERVICE_ICON_NAMES)[number]
