/// Not written yet.
func runConformanceBenchmark(_ options: [String]) {
    print("status=not-implemented")
}
