import {
  Anchor,
  Box,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconBolt, IconLock, IconMapPin, IconTag, IconWorld } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { env } from '@/config/env';
import { PRODUCT_NAME } from '@/config/constants';

const FEATURES = [
  { icon: IconTag, text: 'Tracking, labels and shipping updates through one API' },
  { icon: IconWorld, text: 'Cross-border shipping with customs data built in' },
  { icon: IconMapPin, text: 'Real-time tracking across every connected carrier' },
  { icon: IconLock, text: 'Secure infrastructure, monitored around the clock' },
];

// The public pages share the product promotion of spec a section 1 beside their form.
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box mih="100vh" bg="var(--mantine-color-body)">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={0} mih="100vh">
        <Stack
          component="section"
          aria-label="About the platform"
          justify="center"
          p={{ base: 'lg', md: 48 }}
          bg="var(--mantine-color-blue-9)"
          c="white"
        >
          <Group gap="xs">
            <ThemeIcon size="lg" color="white" c="blue.9" variant="filled">
              <IconBolt aria-hidden />
            </ThemeIcon>
            <Text fw={700}>{PRODUCT_NAME}</Text>
          </Group>
          <Title order={2} c="white">
            One API for every parcel you ship
          </Title>
          <List spacing="sm" center>
            {FEATURES.map(({ icon: Icon, text }) => (
              <List.Item key={text} icon={<Icon size={20} aria-hidden />}>
                {text}
              </List.Item>
            ))}
          </List>
          <Group gap="lg" mt="md">
            <Anchor
              href={env.apiDocsUrl}
              target="_blank"
              rel="noopener noreferrer"
              c="white"
              underline="always"
            >
              API documentation
            </Anchor>
            <Anchor
              href={env.termsUrl}
              target="_blank"
              rel="noopener noreferrer"
              c="white"
              underline="always"
            >
              Terms of use
            </Anchor>
            <Anchor
              href={env.privacyUrl}
              target="_blank"
              rel="noopener noreferrer"
              c="white"
              underline="always"
            >
              Privacy policy
            </Anchor>
          </Group>
        </Stack>
        <Stack component="main" justify="center" align="center" p="lg">
          <Paper withBorder shadow="sm" p="xl" w="100%" maw={420}>
            <Title order={1} fz="h2" mb="lg">
              {title}
            </Title>
            {children}
          </Paper>
        </Stack>
      </SimpleGrid>
    </Box>
  );
}
