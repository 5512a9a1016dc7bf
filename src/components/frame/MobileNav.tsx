import * as React from "react"
import { Link } from "gatsby"
import { Box } from "@chakra-ui/react/box"
import { Drawer } from "@chakra-ui/react/drawer"
import { Portal } from "@chakra-ui/react/portal"
import { X } from "lucide-react"
import { ChakraIsland } from "../../theme/ChakraIsland"
import { useSectionNavigation } from "../../hooks/useSectionNavigation"
import { DIALOG_MODE, usePageBehindDialog } from "../../hooks/usePageBehindDialog"
import { NAV_ITEMS } from "./navItems"
import { routePath, sectionHref, type SectionId } from "../../i18n/routes"
import { useFrame } from "../../i18n/frame"
import { LanguageLink } from "./LanguageLink"

export interface MobileNavProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The menu button: focus goes back to it when the menu closes. */
  returnFocusTo: React.RefObject<HTMLElement>
}

const itemStyles = {
  display: "block",
  px: "4",
  py: "3",
  borderRadius: "md",
  fontSize: "lg",
  fontWeight: "medium",
  color: "fg",
  textDecoration: "none",
  _hover: { bg: "green.50" },
} as const

/**
 * The menu below `md`: a Chakra Drawer with the same items as the header, and the link to
 * this page in the other language.
 * It closes after any navigation, on Escape and on a click on the overlay;
 * focus returns to the menu button. A section link scrolls once the drawer
 * has closed (while it is open the page cannot scroll).
 */
export default function MobileNav({ open, onOpenChange, returnFocusTo }: MobileNavProps) {
  const goToSection = useSectionNavigation()
  const { lang, texts } = useFrame()
  const pendingSection = React.useRef<SectionId | null>(null)
  usePageBehindDialog(open)

  return (
    // Its own Chakra provider: the page has none (see src/theme/ChakraIsland.tsx).
    <ChakraIsland>
      <Drawer.Root
        open={open}
        onOpenChange={(details) => onOpenChange(details.open)}
        placement="end"
        size="xs"
        // Rendered closed before the first tap (src/hydration/ready.ts), and kept: opening only shows it.
        lazyMount={false}
        unmountOnExit={false}
        // Modal without restyling the whole page on the tap: see usePageBehindDialog.
        {...DIALOG_MODE}
        finalFocusEl={() => returnFocusTo.current}
        onExitComplete={() => {
          const section = pendingSection.current
          pendingSection.current = null
          // Focus stays on the menu button, where the drawer returned it.
          if (section) goToSection(section, { focus: false })
        }}
      >
        <Portal>
          <Drawer.Backdrop _closed={{ pointerEvents: "none" }} />
          <Drawer.Positioner>
            <Drawer.Content aria-modal>
              <Drawer.Header display="flex" alignItems="center" justifyContent="space-between">
                <Drawer.Title>{texts.frame.menuTitle}</Drawer.Title>
                <Drawer.CloseTrigger
                  aria-label={texts.frame.menuClose}
                  display="inline-flex"
                  alignItems="center"
                  justifyContent="center"
                  w="11"
                  h="11"
                  borderRadius="md"
                  cursor="pointer"
                  _hover={{ bg: "green.50" }}
                >
                  <X aria-hidden="true" size={24} />
                </Drawer.CloseTrigger>
              </Drawer.Header>
              <Drawer.Body>
                <Box as="nav" aria-label={texts.frame.menuTitle}>
                  <Box as="ul" listStyleType="none" display="grid" gap="1">
                    {NAV_ITEMS.map((item) => (
                      <li key={item.text}>
                        <Box asChild {...itemStyles}>
                          {item.section ? (
                            <a
                              href={sectionHref(item.section, lang)}
                              onClick={(event) => {
                                event.preventDefault()
                                pendingSection.current = item.section ?? null
                                onOpenChange(false)
                              }}
                            >
                              {texts.frame.nav[item.text]}
                            </a>
                          ) : (
                            <Link to={routePath(item.route, lang)} onClick={() => onOpenChange(false)}>
                              {texts.frame.nav[item.text]}
                            </Link>
                          )}
                        </Box>
                      </li>
                    ))}
                  </Box>
                </Box>
                {/* The same page in the other language: not a place on this site's map, so after the navigation. */}
                <Box borderTopWidth="1px" borderColor="border" mt="3" pt="3">
                  <Box asChild {...itemStyles}>
                    <LanguageLink onClick={() => onOpenChange(false)} />
                  </Box>
                </Box>
              </Drawer.Body>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    </ChakraIsland>
  )
}
