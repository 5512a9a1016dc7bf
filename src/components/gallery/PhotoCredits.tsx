import { Box } from "@chakra-ui/react/box"
import { chakra } from "@chakra-ui/react/styled-system"
import type { PhotoCredit } from "../../content/credits"

export const CREDITS_SECTION_ID = "creditos"
export const AUTHOR_LABEL = "Autor"
export const LICENCE_LABEL = "Licença"
export const SOURCE_LABEL = "Origem"
export const FILE_LABEL = "Ficheiro"

/** One row of data/images/CREDITS.md, as the PhotoCredit nodes carry it. */
export type PhotoCreditRow = PhotoCredit

export interface PhotoCreditsProps {
  heading: string
  intro: string
  credits: readonly PhotoCreditRow[]
}

/**
 * Every photo's credit and licence, read from data/images/CREDITS.md, as the
 * free licences require. The footer links here (/galeria#creditos).
 */
export function PhotoCredits({ heading, intro, credits }: PhotoCreditsProps) {
  return (
    <Box as="section" id={CREDITS_SECTION_ID} aria-labelledby="creditos-titulo" mt="16" scrollMarginTop="4">
      <Box as="h2" id="creditos-titulo" fontSize={{ base: "xl", md: "2xl" }} fontWeight="bold" color="green.800">
        {heading}
      </Box>
      <Box as="p" mt="2" maxW="3xl" color="fg.muted">
        {intro}
      </Box>
      <Box
        as="ol"
        listStyleType="none"
        mt="6"
        display="grid"
        gridTemplateColumns={{ base: "1fr", md: "repeat(2, minmax(0, 1fr))" }}
        gap="3"
        fontSize="sm"
        data-testid="photo-credits"
      >
        {credits.map((credit) => (
          <Box as="li" key={credit.file} bg="bg.panel" borderRadius="md" px="4" py="3" borderWidth="1px" borderColor="gray.200">
            <Box as="p" fontWeight="bold">
              {credit.work}
            </Box>
            <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="2" mt="1" wordBreak="break-word">
              <Box as="dt" color="fg.muted">
                {AUTHOR_LABEL}:
              </Box>
              <dd>{credit.author}</dd>
              <Box as="dt" color="fg.muted">
                {LICENCE_LABEL}:
              </Box>
              <dd>
                {credit.licenceUrl ? (
                  <chakra.a href={credit.licenceUrl} rel="license noopener" color="green.700" textDecoration="underline">
                    {credit.licence}
                  </chakra.a>
                ) : (
                  credit.licence
                )}
              </dd>
              <Box as="dt" color="fg.muted">
                {SOURCE_LABEL}:
              </Box>
              <dd>{credit.source}</dd>
              <Box as="dt" color="fg.muted">
                {FILE_LABEL}:
              </Box>
              <Box as="dd" fontFamily="mono" fontSize="xs">
                {credit.file}
              </Box>
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  )
}
