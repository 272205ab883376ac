import { currentUserQuery, errorMessage, login, logout, signup } from '@daftari/api-client';
import type { LoginRequest, SignupRequest } from '@daftari/contracts';
import { toast } from '@daftari/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: LoginRequest) => login(credentials),
    onSuccess: async (user) => {
      queryClient.setQueryData(currentUserQuery.queryKey, user);
      await queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
      toast.success('Login successful');
    },
    onError: (error) => {
      toast.error('Login failed', {
        description: errorMessage(error, 'Please check your credentials and try again.'),
      });
    },
  });
}

export function useSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SignupRequest) => signup(request),
    onSuccess: (user) => {
      queryClient.setQueryData(currentUserQuery.queryKey, user);
      toast.success('Welcome to Daftari', { description: `${user.account.name} is ready.` });
    },
    onError: (error) => {
      toast.error('Sign up failed', { description: errorMessage(error, 'Please try again.') });
    },
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      queryClient.clear();
      toast.success('Logged out successfully');
    },
    onError: (error) => {
      toast.error('Logout failed', { description: errorMessage(error, 'Please try again.') });
    },
  });
}
