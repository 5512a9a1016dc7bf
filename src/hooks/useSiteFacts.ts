import { useFrame, type SiteFacts } from "../components/frame/frameContext"

export type { SiteFacts }

/**
 * The company's facts (name, phone, e-mail, WhatsApp, social links, location, opening hours)
 * from data/site.json, in the page's language: they come with every page's data (the
 * FrameTexts fragment). A page's Head, outside the frame, reads them with frameDataOf().
 */
export const useSiteFacts = (): SiteFacts => useFrame().site
