import { Link } from "gatsby"
import { Box } from "@chakra-ui/react/box"
import { useSiteFacts } from "../../hooks/useSiteFacts"

/** Top bar with the company name and the main navigation. */
export function Header() {
  const facts = useSiteFacts()
  return (
    <Box as="header" bg="green.800" color="white" px={{ base: "4", md: "8" }} py="3">
      <Box display="flex" alignItems="center" justifyContent="space-between" gap="4" maxW="6xl" mx="auto" flexWrap="wrap">
        <Link to="/" style={{ fontWeight: 700, fontSize: "1.25rem" }}>
          {facts.name}
        </Link>
        <Box as="nav" aria-label="Navegação principal" display="flex" gap="4" flexWrap="wrap">
          <Link to="/#sobre">Sobre</Link>
          <Link to="/#servicos">Serviços</Link>
          <Link to="/galeria">Galeria</Link>
          <Link to="/responsabilidade-social">Responsabilidade Social</Link>
          <Link to="/#contato">Contato</Link>
        </Box>
      </Box>
    </Box>
  )
}
