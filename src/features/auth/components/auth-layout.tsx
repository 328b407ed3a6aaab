import {
  Anchor,
  Box,
  Group,
  Image,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { env } from '@/config/env';
import { PRODUCT_NAME } from '@/contract/constants';

const FEATURES = [
  'Tracking, labels and shipping updates through one API',
  'Cross-border shipping with customs data built in',
  'Real-time tracking across every connected carrier',
  'Secure infrastructure, monitored around the clock',
];

const LINKS = [
  { label: 'API documentation', href: env.apiDocsUrl },
  { label: 'Terms of use', href: env.termsUrl },
  { label: 'Privacy policy', href: env.privacyUrl },
];

// The public pages share the product promotion of spec a section 1 beside their form. Plain
// text and the favicon keep this first-load page light (no icon components). The form comes
// first, on screen and in the tab order: its first field is the page's first tab stop, ahead of
// the promotion's links (issue 9), and on a phone it is in view without scrolling.
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box mih="100vh" bg="var(--mantine-color-body)">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={0} mih="100vh">
        <Stack component="main" justify="center" align="center" p="lg">
          <Paper withBorder shadow="sm" p="xl" w="100%" maw={420}>
            <Title order={1} fz="h2" mb="lg">
              {title}
            </Title>
            {children}
          </Paper>
        </Stack>
        <Stack
          component="section"
          aria-label="About the platform"
          justify="center"
          p={{ base: 'lg', md: 48 }}
          bg="var(--mantine-color-blue-9)"
          c="white"
        >
          <Group gap="xs">
            <Image src={`${env.basePath}favicon.svg`} alt="" w={32} h={32} />
            <Text fw={700}>{PRODUCT_NAME}</Text>
          </Group>
          <Title order={2} c="white">
            One API for every parcel you ship
          </Title>
          <List spacing="sm">
            {FEATURES.map((text) => (
              <List.Item key={text}>{text}</List.Item>
            ))}
          </List>
          <Group gap="lg" mt="md">
            {LINKS.map(({ label, href }) => (
              <Anchor
                key={label}
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                c="white"
                underline="always"
              >
                {label}
              </Anchor>
            ))}
          </Group>
        </Stack>
      </SimpleGrid>
    </Box>
  );
}
