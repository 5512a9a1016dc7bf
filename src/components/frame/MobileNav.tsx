import * as React from "react"
import { Drawer } from "@chakra-ui/react/drawer"
import { Portal } from "@chakra-ui/react/portal"
import { X } from "../ui/icons"
import { ChakraIsland } from "../../theme/ChakraIsland"
import { useSectionNavigation } from "../../hooks/useSectionNavigation"
import { DIALOG_MODE, usePageBehindDialog } from "../../hooks/usePageBehindDialog"
import { type SectionId } from "../../i18n/routes"
import { useFrame } from "../../i18n/frame"
import { MenuLinks } from "./MenuLinks"

export interface MobileNavProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The menu button: focus goes back to it when the menu closes. */
  returnFocusTo: React.RefObject<HTMLElement>
}

/**
 * The menu below `md` once the page's JavaScript is ready: a Chakra Drawer with the same items
 * as the page's own menu (Header.tsx), which it takes over from.
 * It closes after any navigation, on Escape and on a click on the overlay;
 * focus returns to the menu button. A section link scrolls once the drawer
 * has closed (while it is open the page cannot scroll).
 */
export default function MobileNav({ open, onOpenChange, returnFocusTo }: MobileNavProps) {
  const goToSection = useSectionNavigation()
  const { texts } = useFrame()
  const pendingSection = React.useRef<SectionId | null>(null)
  usePageBehindDialog(open, () => returnFocusTo.current)

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
                <MenuLinks
                  onSection={(event, section) => {
                    event.preventDefault()
                    pendingSection.current = section
                    onOpenChange(false)
                  }}
                  onRoute={() => onOpenChange(false)}
                />
              </Drawer.Body>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    </ChakraIsland>
  )
}
