// libyaml from Debian (libyaml-dev, pkg-config yaml-0.1): the scene loader reads its event
// stream directly (SandboxScenes/YAML/YAMLComposer.swift).
#include <yaml.h>
