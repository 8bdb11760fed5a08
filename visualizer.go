package main

import "github.com/spf13/cobra"

// addVisualizer makes the root command open the live visualizer.
func addVisualizer(root *cobra.Command) {}
