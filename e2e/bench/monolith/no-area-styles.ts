// Stands in for each remote's stylesheet in the monolith: that file holds only Panda's layer line, which
// would receive the whole extraction again; the shell's stylesheet already carries every area's rules.
export {};
