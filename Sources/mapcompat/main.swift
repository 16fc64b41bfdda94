print("mapcompat: under construction")
