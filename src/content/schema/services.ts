import { z } from "zod"
import { SERVICE_ICON_NAMES } from "../icons"
import { choice, group, id, line, list, paragraph } from "../fields"

const service = group(
  {
    id: id("O nome interno do serviço."),
    icon: choice(SERVICE_ICON_NAMES, "Ícone", "O desenho que acompanha o serviço."),
    title: line("Título", "O nome do serviço."),
    description: paragraph("Descrição", "Duas ou três frases sobre o serviço."),
  },
  "Serviço",
  "Um serviço da empresa.",
)

/** data/services.json: the services on the home page (each icon a name from src/content/icons.ts). */
export const servicesSchema = z.strictObject({
  services: list(service, {
    label: "Serviços",
    hint: "Os serviços mostrados na página inicial, por ordem.",
    itemLabel: "Serviço",
    min: 1,
    minReason: "A secção de serviços precisa de pelo menos um serviço.",
  }),
})
