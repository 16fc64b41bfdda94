import MapCompatCommandLine

MapCompatCommand.main(plugins: builtInPlugins())
