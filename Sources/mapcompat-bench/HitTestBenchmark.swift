/// Not written yet.
func runHitTestBenchmark(_ options: [String]) {
    print("status=not-implemented")
}
