/**
 * The Mantine styles of the first screens, imported up front: the global layer, the components the
 * welcome, home and history pages and the signed-in frame render, and the ones those build on
 * (Card on Paper, Button on UnstyledButton and Loader, NativeSelect on Input and Combobox's chevron).
 * Everything else arrives with the other screens (styles.ts). In the order of Mantine's own styles.css:
 * within a layer the later rule wins, so UnstyledButton's transparent background must come before
 * Button's (first-styles.test.ts checks the order).
 */
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Progress.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/ThemeIcon.layer.css';
import '@mantine/core/styles/Title.layer.css';
