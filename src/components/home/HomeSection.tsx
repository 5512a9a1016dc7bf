import type * as React from "react"
import { Box } from "@chakra-ui/react/box"
import { HEADER_HEIGHT } from "../../lib/sections"

export interface HomeSectionProps {
  id: string
  heading: string
  intro?: string
  tone?: "light" | "sand"
  children: React.ReactNode
}

/**
 * One section of the home page: anchor id, heading (labels the section) and
 * intro. scroll-margin-top keeps the heading clear of the fixed header when
 * the section is scrolled to.
 */
export function HomeSection({ id, heading, intro, tone = "light", children }: HomeSectionProps) {
  const headingId = `${id}-titulo`
  return (
    <Box
      as="section"
      id={id}
      aria-labelledby={headingId}
      scrollMarginTop={HEADER_HEIGHT}
      bg={tone === "sand" ? "gray.100" : "bg"}
      py={{ base: "14", md: "20" }}
      px={{ base: "4", md: "8" }}
      outline="none"
    >
      <Box maxW="7xl" mx="auto">
        <Box as="h2" id={headingId} fontSize={{ base: "3xl", md: "4xl" }} fontWeight="bold" color="green.800" lineHeight="1.2" mb="4">
          {heading}
        </Box>
        {intro && (
          <Box as="p" fontSize={{ base: "md", md: "lg" }} color="fg.muted" maxW="3xl" mb={{ base: "8", md: "10" }}>
            {intro}
          </Box>
        )}
        {children}
      </Box>
    </Box>
  )
}
