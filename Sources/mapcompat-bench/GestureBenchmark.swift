/// Not written yet.
func runGestureBenchmark(_ options: [String]) {
    print("status=not-implemented")
}
